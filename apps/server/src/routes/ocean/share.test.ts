import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanSubscriptions, userIdentities } from '../../db/schema/index.js';
import { AUTH_TEST_ENV, bearer, type Member, registerMember } from '../../test/auth.js';
import { addSubAccount, call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

const S = '/application/ocean/subscribe';
const CLIENT = '/application/ocean/client/subscribe';

let ctx: TestContext;
let app: FastifyInstance;
let alice: Member;
let bob: Member;
let aliceSubscriptionId: string;
let aliceUserId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  alice = await registerMember(app, 'amelie');
  // A colleague of Alice's: sharing with them is refused (they see the organisation's rows).
  await addSubAccount(app, alice, 'arthur');
  bob = await registerMember(app, 'bastian');
  aliceUserId = (await call(app, alice, 'GET', '/auth/user/current')).data.id;
  const created = await call(app, alice, 'POST', S, {
    billNumber: 'MAEU123456789',
    carrierCode: 'MAEU',
    remark: 'private margin note',
  });
  if (created.statusCode !== 20000) throw new Error(JSON.stringify(created));
  aliceSubscriptionId = created.data.id;
});
afterAll(() => ctx?.cleanup());

const rowOf = async (id: string) =>
  (await ctx.database.orm.select().from(oceanSubscriptions).where(eq(oceanSubscriptions.id, id)))[0]!;

describe('sharing with another organisation', () => {
  it("creates the recipient's own subscription on the same shipment, without the remark", async () => {
    const shared = await call(app, alice, 'POST', `${S}/share`, {
      businessId: aliceSubscriptionId,
      to: 'Bastian',
    });
    expect(shared.statusCode).toBe(20000);
    expect(shared.data).toMatchObject({ created: true, recipient: { username: 'bastian' } });
    expect(shared.data.subscription).toMatchObject({
      billNumber: 'MAEU123456789',
      carrierCode: 'MAEU',
      remark: '',
    });
    const [source, copy] = [await rowOf(aliceSubscriptionId), await rowOf(shared.data.subscription.id)];
    expect(copy.shipmentId).toBe(source.shipmentId);
    expect(copy.organizationId).not.toBe(source.organizationId);
    const bobsList = await call(app, bob, 'GET', `${S}/`);
    expect(bobsList.data.list.map((r: { id: string; remark: string }) => [r.id, r.remark])).toEqual([
      [shared.data.subscription.id, ''],
    ]);
    // Alice's own row keeps her remark.
    expect((await call(app, alice, 'GET', `${S}/${aliceSubscriptionId}`)).data.subscription.remark).toBe(
      'private margin note',
    );
  });

  it('sharing again (here by e-mail) returns the existing row and adds nothing', async () => {
    const again = await call(app, alice, 'POST', `${S}/share`, {
      businessId: aliceSubscriptionId,
      to: 'BASTIAN@example.com',
    });
    expect(again.statusCode).toBe(20000);
    expect(again.data.created).toBe(false);
    expect((await call(app, bob, 'GET', `${S}/`)).data.total).toBe(1);
  });

  it('refuses an unknown recipient (40103), a colleague (40000) and a bad body (40000)', async () => {
    const share = (to: string, businessId = aliceSubscriptionId) =>
      call(app, alice, 'POST', `${S}/share`, { businessId, to });
    expect((await share('nobody-here')).statusCode).toBe(40103);
    expect((await share('arthur')).statusCode).toBe(40000);
    expect((await share('bastian', 'not-a-uuid')).statusCode).toBe(40000);
  });

  it("cannot share a subscription out of the caller's scope (40400)", async () => {
    const res = await call(app, bob, 'POST', `${S}/share`, { businessId: aliceSubscriptionId, to: 'arthur' });
    expect(res.statusCode).toBe(40400);
    expect(res.data).toBeNull();
  });
});

describe('QR code and the read-only client view', () => {
  it('encodes a link to /ocean/detail with a read key; the key opens the detail without a token, remark hidden', async () => {
    const qr = await call(app, alice, 'GET', `${S}/qrcode?subscriptionId=${aliceSubscriptionId}`);
    expect(qr.statusCode).toBe(20000);
    expect(qr.data.qrcode).toMatch(/^data:image\/png;base64,/);
    const url = new URL(qr.data.url);
    expect(url.pathname).toBe('/ocean/detail');
    expect(url.searchParams.get('id')).toBe(aliceSubscriptionId);
    const key = url.searchParams.get('key') ?? '';
    const view = (await app.inject({ url: `${CLIENT}/${aliceSubscriptionId}?key=${key}` })).json();
    expect(view.statusCode).toBe(20000);
    expect(view.data.subscription).toMatchObject({
      id: aliceSubscriptionId,
      billNumber: 'MAEU123456789',
      remark: '',
    });
  });

  it('refuses a wrong key, a key of another subscription and no key without a token', async () => {
    const qr = await call(app, alice, 'GET', `${S}/qrcode?subscriptionId=${aliceSubscriptionId}`);
    const key = new URL(qr.data.url).searchParams.get('key') ?? '';
    const bobsId = (await call(app, bob, 'GET', `${S}/`)).data.list[0].id;
    const status = async (url: string) => (await app.inject({ url })).json().statusCode;
    // Change the last character to another one: appending a fixed letter would leave the key
    // intact whenever it already ended with that letter (1 key in 64).
    const wrongKey = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    expect(await status(`${CLIENT}/${aliceSubscriptionId}?key=${wrongKey}`)).toBe(40400);
    expect(await status(`${CLIENT}/${bobsId}?key=${key}`)).toBe(40400);
    expect(await status(`${CLIENT}/${aliceSubscriptionId}`)).toBe(40100);
  });

  it("with a token: the owner's detail (remark included); another organisation's token gets 40400", async () => {
    const own = await call(app, alice, 'GET', `${CLIENT}/${aliceSubscriptionId}`);
    expect(own.data.subscription.remark).toBe('private margin note');
    const keyed = await app.inject({
      url: '/auth/api/keys',
      method: 'POST',
      headers: bearer(alice.token),
      payload: { name: 'k' },
    });
    const { clientId, key } = keyed.json().data;
    const read = (await app.inject({ url: `/auth/api/token?clientId=${clientId}&key=${key}` })).json().data;
    expect(read.tokenType).toBe('read');
    const token: string = read.accessToken;
    const viaKey = await call(app, { token }, 'GET', `${CLIENT}/${aliceSubscriptionId}`);
    expect(viaKey.data.subscription.id).toBe(aliceSubscriptionId);
    expect((await call(app, bob, 'GET', `${CLIENT}/${aliceSubscriptionId}`)).statusCode).toBe(40400);
  });

  it("takes a unionId only when bound to a member of the caller's organisation", async () => {
    await ctx.database.orm
      .insert(userIdentities)
      .values({ provider: 'msgapp', unionId: 'un_amelie', userId: aliceUserId });
    const withUnion = await call(
      app,
      alice,
      'GET',
      `${S}/qrcode?subscriptionId=${aliceSubscriptionId}&unionId=un_amelie`,
    );
    expect(new URL(withUnion.data.url).searchParams.get('unionId')).toBe('un_amelie');
    const bobs = await call(
      app,
      bob,
      'GET',
      `${S}/qrcode?subscriptionId=${(await call(app, bob, 'GET', `${S}/`)).data.list[0].id}&unionId=un_amelie`,
    );
    expect(bobs.statusCode).toBe(40400);
  });

  it('a deleted subscription ends its links', async () => {
    const qr = await call(app, alice, 'GET', `${S}/qrcode?subscriptionId=${aliceSubscriptionId}`);
    await call(app, alice, 'POST', '/application/ocean/subscribes/delete', [aliceSubscriptionId] as never);
    const res = await app.inject({
      url: `${CLIENT}/${aliceSubscriptionId}?key=${new URL(qr.data.url).searchParams.get('key')}`,
    });
    expect(res.json().statusCode).toBe(40400);
  });
});
