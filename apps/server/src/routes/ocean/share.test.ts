import { EDITIONS } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanSubscriptions, userIdentities } from '../../db/schema/index.js';
import { AUTH_TEST_ENV, bearer, type Member, registerMember } from '../../test/auth.js';
import { addSubAccount, call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

const S = '/application/ocean/subscribe';
const CLIENT = '/application/ocean/client/subscribe';
const INVITATIONS = '/application/ocean/share/invitations';

let ctx: TestContext;
let app: FastifyInstance;
let alice: Member;
let bob: Member;
let aliceSubscriptionId: string;
let aliceUserId: string;
let bobUserId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  alice = await registerMember(app, 'amelie');
  // A colleague of Alice's: sharing with them is refused (they see the organisation's rows).
  await addSubAccount(app, alice, 'arthur');
  bob = await registerMember(app, 'bastian');
  aliceUserId = (await call(app, alice, 'GET', '/auth/user/current')).data.id;
  bobUserId = (await call(app, bob, 'GET', '/auth/user/current')).data.id;
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

const share = (who: Member, to: string, businessId = aliceSubscriptionId) =>
  call(app, who, 'POST', `${S}/share`, { businessId, to });
const invitationsOf = async (who: Member) => {
  const res = await call(app, who, 'GET', INVITATIONS);
  if (res.statusCode !== 20000) throw new Error(JSON.stringify(res));
  return res.data as { id: string; [key: string]: unknown }[];
};
const decide = (who: Member, id: string, verb: 'accept' | 'refuse') =>
  call(app, who, 'POST', `${INVITATIONS}/${id}/${verb}`);

describe('sharing with another organisation', () => {
  it('is an offer: nothing reaches the recipient until they accept', async () => {
    const shared = await share(alice, 'Bastian');
    expect(shared).toMatchObject({ statusCode: 20000, data: null });
    expect((await call(app, bob, 'GET', `${S}/`)).data.total).toBe(0);

    const [offer, ...more] = await invitationsOf(bob);
    expect(more).toEqual([]);
    expect(offer).toEqual({
      id: expect.any(String),
      fromOrganization: 'amelie Logistics',
      fromUser: 'amelie',
      businessNumber: 'MAEU123456789',
      billNumber: 'MAEU123456789',
      containerNumber: null,
      carrierCode: 'MAEU',
      polCode: null,
      podCode: null,
      createdAt: expect.any(String),
    });
    // Nothing of the sharer's rows or remark in the offer.
    expect(JSON.stringify(offer)).not.toContain(aliceSubscriptionId);
    expect(JSON.stringify(offer)).not.toContain('margin');
    // Only the recipient can decide.
    expect((await decide(alice, offer!.id, 'accept')).statusCode).toBe(40400);
    expect(await invitationsOf(alice)).toEqual([]);

    const accepted = await decide(bob, offer!.id, 'accept');
    expect(accepted.statusCode).toBe(20000);
    expect(accepted.data.created).toBe(true);
    expect(accepted.data.subscription).toMatchObject({
      billNumber: 'MAEU123456789',
      carrierCode: 'MAEU',
      remark: '',
    });
    const [source, copy] = [await rowOf(aliceSubscriptionId), await rowOf(accepted.data.subscription.id)];
    expect(copy.shipmentId).toBe(source.shipmentId);
    expect(copy.organizationId).not.toBe(source.organizationId);
    expect(copy.ownerUserId).toBe(bobUserId);
    const bobsList = await call(app, bob, 'GET', `${S}/`);
    expect(bobsList.data.list.map((r: { id: string; remark: string }) => [r.id, r.remark])).toEqual([
      [accepted.data.subscription.id, ''],
    ]);
    // Alice's own row keeps her remark; the offer is decided.
    expect((await call(app, alice, 'GET', `${S}/${aliceSubscriptionId}`)).data.subscription.remark).toBe(
      'private margin note',
    );
    expect(await invitationsOf(bob)).toEqual([]);
    expect((await decide(bob, offer!.id, 'accept')).statusCode).toBe(40400);
  });

  it('answers the same for an unknown name, an account of another organisation and its e-mail', async () => {
    const answers = await Promise.all(
      ['nobody-here', 'nobody@example.com', 'bastian', 'BASTIAN@example.com'].map((to) => share(alice, to)),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ statusCode: 20000, data: null });
    // Nobody's internal id in the answer.
    expect(JSON.stringify(answers)).not.toContain(bobUserId);
  });

  it('an offer already tracked by the recipient adds nothing when accepted', async () => {
    const [offer] = await invitationsOf(bob);
    const accepted = await decide(bob, offer!.id, 'accept');
    expect(accepted.data.created).toBe(false);
    expect((await call(app, bob, 'GET', `${S}/`)).data.total).toBe(1);
  });

  it('a refused offer adds nothing and cannot be accepted after', async () => {
    await share(alice, 'bastian');
    const [offer] = await invitationsOf(bob);
    expect((await decide(bob, offer!.id, 'refuse')).statusCode).toBe(20000);
    expect(await invitationsOf(bob)).toEqual([]);
    expect((await decide(bob, offer!.id, 'accept')).statusCode).toBe(40400);
    expect((await call(app, bob, 'GET', `${S}/`)).data.total).toBe(1);
  });

  it("does not count against the recipient's quota until accepted", async () => {
    const carla = await registerMember(app, 'carla');
    const carlaOrg = (await call(app, carla, 'GET', '/auth/user/current')).data.organization.id;
    const { shipmentId } = await rowOf(aliceSubscriptionId);
    // A free organisation that used its yearly volume (deleted rows still count).
    const volume = EDITIONS.free.trackingVolume;
    await ctx.database.orm.insert(oceanSubscriptions).values(
      Array.from({ length: volume }, (_, n) => ({
        organizationId: carlaOrg,
        shipmentId,
        billNumber: `FULL${n}`,
        carrierCode: 'MAEU',
        deletedAt: new Date(),
      })),
    );
    const offered = await share(alice, 'carla');
    expect(offered).toMatchObject({ statusCode: 20000, data: null });
    const [offer] = await invitationsOf(carla);
    expect((await decide(carla, offer!.id, 'accept')).statusCode).toBe(42900);
    // Still open: once the quota allows, it can be accepted.
    expect((await invitationsOf(carla)).map((o) => o.id)).toEqual([offer!.id]);
    expect((await call(app, carla, 'GET', `${S}/`)).data.total).toBe(0);
  });

  it('refuses a colleague (40000), a bad body (40000) and a subscription out of scope (40400)', async () => {
    expect((await share(alice, 'arthur')).statusCode).toBe(40000);
    expect((await share(alice, 'bastian', 'not-a-uuid')).statusCode).toBe(40000);
    const res = await share(bob, 'arthur');
    expect(res.statusCode).toBe(40400);
    expect(res.data).toBeNull();
  });

  it('a deleted subscription withdraws its open offers', async () => {
    const other = await call(app, alice, 'POST', S, { billNumber: 'MAEU987654321', carrierCode: 'MAEU' });
    await share(alice, 'bastian', other.data.id);
    const [offer] = await invitationsOf(bob);
    expect(offer).toMatchObject({ businessNumber: 'MAEU987654321' });
    await call(app, alice, 'POST', '/application/ocean/subscribes/delete', [other.data.id] as never);
    expect(await invitationsOf(bob)).toEqual([]);
    expect((await decide(bob, offer!.id, 'accept')).statusCode).toBe(40400);
  });
});

describe('QR code and the read-only client view', () => {
  it('encodes a revocable share link (/s/<token>) that opens the shipment without a token, remark hidden', async () => {
    const qr = await call(app, alice, 'GET', `${S}/qrcode?subscriptionId=${aliceSubscriptionId}`);
    expect(qr.statusCode).toBe(20000);
    expect(qr.data.qrcode).toMatch(/^data:image\/png;base64,/);
    const url = new URL(qr.data.url);
    expect(url.pathname).toMatch(/^\/s\/[A-Za-z0-9_-]{32}$/);
    const view = (await app.inject({ url: `/application/ocean/shared/${url.pathname.slice(3)}` })).json();
    expect(view.statusCode).toBe(20000);
    expect(view.data.shipments[0].item).toMatchObject({ billNumber: 'MAEU123456789' });
    expect(JSON.stringify(view.data)).not.toContain('margin');
    expect(JSON.stringify(view.data)).not.toContain(aliceSubscriptionId);
  });

  it('old key links (not revocable) answer 40400 whatever the key; no key without a token is 40100', async () => {
    const status = async (url: string) => (await app.inject({ url })).json().statusCode;
    expect(await status(`${CLIENT}/${aliceSubscriptionId}?key=${'A'.repeat(32)}`)).toBe(40400);
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
      url: `/application/ocean/shared/${new URL(qr.data.url).pathname.slice(3)}`,
    });
    expect(res.json().statusCode).toBe(40400);
  });
});
