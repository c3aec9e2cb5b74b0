import { containerCheckDigit } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanShipments, oceanSubscriptions, users } from '../../db/schema/index.js';
import { AUTH_TEST_ENV, bearer, type Member, registerMember } from '../../test/auth.js';
import { addSubAccount, call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

const S = '/application/ocean/subscribe';
/** A valid ISO 6346 number for owner + 6-digit serial. */
const container = (owner: string, serial: number) => {
  const ten = `${owner}${String(serial).padStart(6, '0')}`;
  return `${ten}${containerCheckDigit(ten)}`;
};

let ctx: TestContext;
let app: FastifyInstance;
let olga: Member;
let olgaOrg: string;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  olga = await registerMember(app, 'olga');
  const id = (await call(app, olga, 'GET', '/auth/user/current')).data.id;
  const [row] = await ctx.database.orm.select().from(users).where(eq(users.id, id));
  olgaOrg = row!.organizationId;
});
afterAll(() => ctx?.cleanup());

describe('POST /application/ocean/subscribe', () => {
  it.each([
    ['no number at all', {}],
    ['a container number with a wrong check digit', { containerNumber: 'MSKU1234560', carrierCode: 'MAEU' }],
    [
      'the same B/L and container number',
      { billNumber: container('MSKU', 1), containerNumber: container('MSKU', 1) },
    ],
    ['a one-character remark', { containerNumber: container('MSKU', 2), carrierCode: 'MAEU', remark: 'x' }],
  ])('refuses %s with 40000', async (_name, payload) => {
    const body = await call(app, olga, 'POST', S, payload);
    expect(body.statusCode).toBe(40000);
    expect(await subscriptionsOf(olgaOrg)).toHaveLength(0);
  });

  it('answers 40020 when AUTO cannot tell the carrier', async () => {
    const body = await call(app, olga, 'POST', S, { billNumber: 'ZQXJ99887766', carrierCode: 'AUTO' });
    expect(body).toMatchObject({ statusCode: 40020, data: null });
  });

  it('subscribes with the given carrier, shares the shipment and returns the same one again', async () => {
    const number = container('MSKU', 10);
    const first = await call(app, olga, 'POST', S, {
      containerNumber: number,
      carrierCode: 'maeu',
      remark: 'PO 42',
    });
    expect(first.statusCode).toBe(20000);
    expect(first.data).toMatchObject({
      containerNumber: number,
      billNumber: null,
      businessNumber: number,
      carrierCode: 'MAEU',
      remark: 'PO 42',
      displayStatus: 'NODATA',
      created: true,
    });
    const again = await call(app, olga, 'POST', S, { containerNumber: number, carrierCode: 'MAEU' });
    expect(again.data).toMatchObject({ id: first.data.id, created: false });

    // Another organisation tracking the same number shares the one shipment (one provider poll).
    const pia = await registerMember(app, 'pia');
    const other = await call(app, pia, 'POST', S, { containerNumber: number, carrierCode: 'MAEU' });
    expect(other.data.id).not.toBe(first.data.id);
    const shipments = await ctx.database.orm
      .select()
      .from(oceanShipments)
      .where(eq(oceanShipments.reference, number));
    expect(shipments).toHaveLength(1);
    expect(shipments[0]).toMatchObject({
      carrierCode: 'MAEU',
      referenceType: 'CONTAINER',
      refreshIntervalMinutes: 360,
    });
    // Due at once: the first refresh does not wait for the interval.
    expect(shipments[0]!.nextRefreshAt!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("gives a 'related' sub-account 40300, not a colleague's row, for a number the organisation tracks", async () => {
    const number = container('MSKU', 40);
    const mine = await call(app, olga, 'POST', S, {
      containerNumber: number,
      carrierCode: 'MAEU',
      remark: 'secret',
    });
    const sam = await addSubAccount(app, olga, 'sam', {
      permissions: ['company.view'],
      dataScope: 'related',
    });
    const theirs = await call(app, sam, 'POST', S, { containerNumber: number, carrierCode: 'MAEU' });
    expect(theirs).toMatchObject({ statusCode: 40300, data: null });
    const own = await call(app, sam, 'POST', S, {
      containerNumber: container('MSKU', 41),
      carrierCode: 'MAEU',
    });
    expect(own.data.created).toBe(true);
    expect((await call(app, sam, 'GET', `${S}/`)).data.list.map((r: { id: string }) => r.id)).toEqual([
      own.data.id,
    ]);
    expect((await call(app, olga, 'GET', `${S}/${mine.data.id}`)).data.subscription.remark).toBe('secret');
  });

  it('refuses a read token (API key) to subscribe', async () => {
    const key = (await call(app, olga, 'POST', '/auth/api/keys', { name: 'k' })).data;
    const token = (
      await app.inject({ url: `/auth/api/token?clientId=${key.clientId}&key=${key.key}` })
    ).json().data.accessToken;
    const res = await app.inject({
      method: 'POST',
      url: S,
      headers: bearer(token),
      payload: { containerNumber: container('MSKU', 20), carrierCode: 'MAEU' },
    });
    expect(res.json().statusCode).toBe(40300);
    const list = await app.inject({ url: `${S}/`, headers: bearer(token) });
    expect(list.json().data.total).toBeGreaterThan(0);
  });

  it('counts the last 12 months against the edition quota (free: 100), deleted ones included', async () => {
    const quinn = await registerMember(app, 'quinn');
    const userId = (await call(app, quinn, 'GET', '/auth/user/current')).data.id;
    const [user] = await ctx.database.orm.select().from(users).where(eq(users.id, userId));
    const [shipment] = await ctx.database.orm.select().from(oceanShipments).limit(1);
    const year = 365 * 86_400_000;
    const rows = (count: number, ageMs: number, deleted: boolean) =>
      Array.from({ length: count }, (_, i) => ({
        organizationId: user!.organizationId,
        ownerUserId: userId,
        shipmentId: shipment!.id,
        billNumber: `OLD${ageMs}${i}`,
        carrierCode: 'MAEU',
        createdAt: new Date(Date.now() - ageMs),
        deletedAt: deleted ? new Date() : null,
      }));
    // 99 this year (10 of them deleted) and 50 older: one more fits, then the quota is used up.
    await ctx.database.orm
      .insert(oceanSubscriptions)
      .values([...rows(89, 1000, false), ...rows(10, 5000, true)]);
    await ctx.database.orm.insert(oceanSubscriptions).values(rows(50, year + 86_400_000, false));
    const last = await call(app, quinn, 'POST', S, {
      containerNumber: container('MSKU', 30),
      carrierCode: 'MAEU',
    });
    expect(last.statusCode).toBe(20000);
    const over = await call(app, quinn, 'POST', S, {
      containerNumber: container('MSKU', 31),
      carrierCode: 'MAEU',
    });
    expect(over).toMatchObject({ statusCode: 42900, message: 'call limit exceeded', data: null });
    // Re-subscribing a number already tracked is not a new subscription: no quota needed.
    const same = await call(app, quinn, 'POST', S, {
      containerNumber: container('MSKU', 30),
      carrierCode: 'MAEU',
    });
    expect(same.data).toMatchObject({ id: last.data.id, created: false });
  });
});

describe('guests', () => {
  it('subscribe under their guest id and see only their own subscriptions', async () => {
    const guestToken = async () =>
      (await app.inject({ url: '/auth/guest/token?type=guest&secret=tracklane-guest' })).json().data
        .accessToken;
    const [g1, g2] = [{ token: await guestToken() }, { token: await guestToken() }];
    const number = container('TGHU', 77);
    const mine = await call(app, g1, 'POST', S, { containerNumber: number, carrierCode: 'MAEU' });
    expect(mine.statusCode).toBe(20000);
    expect(mine.data.uuidOfUser).toBeTruthy();
    expect((await call(app, g1, 'GET', `${S}/`)).data.list.map((r: { id: string }) => r.id)).toEqual([
      mine.data.id,
    ]);
    expect((await call(app, g2, 'GET', `${S}/`)).data.total).toBe(0);
    expect((await call(app, g2, 'GET', `${S}/${mine.data.id}`)).statusCode).toBe(40400);
    expect((await call(app, olga, 'GET', `${S}/${mine.data.id}`)).statusCode).toBe(40400);
  });
});

async function subscriptionsOf(organizationId: string) {
  return ctx.database.orm
    .select()
    .from(oceanSubscriptions)
    .where(eq(oceanSubscriptions.organizationId, organizationId));
}
