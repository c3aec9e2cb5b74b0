import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanShipments } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';
import { oceanRefresh } from '../../jobs/ocean-refresh.js';
import { bearer, type Member } from '../../test/auth.js';
import { type OceanSandboxApp, startOceanSandboxApp } from '../../test/ocean-sandbox-app.js';
import { call } from '../../test/organizations.js';
import type { TestContext } from '../../test/test-app.js';

/**
 * A shipment without data says why and when it is checked next, in the list and the detail, and
 * "check now" queues one poll, then refuses (42900) until five minutes have passed.
 */
const S = '/application/ocean/subscribe';
/** Well-formed (its check digit is right), unknown to the sandbox world. */
const UNKNOWN = 'ZZZU4242429';

let t: OceanSandboxApp;
let ctx: TestContext;
let app: FastifyInstance;
let member: Member;
let stranger: Member;
let carrierCode: string;
let subscriptionId: string;

beforeAll(async () => {
  t = await startOceanSandboxApp({ members: ['nodata', 'nodatastranger'] });
  ({ ctx, app } = t);
  [member, stranger] = t.members as [Member, Member];
  carrierCode = t.sample(0).carrierCode;
  const res = await t.subscribe(member, UNKNOWN, carrierCode);
  expect(res.statusCode).toBe(20000);
  subscriptionId = res.data.id;
});
afterAll(() => t?.close());

const queuedRefreshes = async () =>
  rowsOf<{ data: { shipmentIds: string[] } }>(
    await ctx.database.orm.execute(
      sql`select data from pgboss.job where name = 'ocean.refresh' and state = 'created'`,
    ),
  );

const shipmentIdOf = async (id: string) => (await t.shipmentOf(id)).id;

async function listItem() {
  const res = await call(app, member, 'GET', `${S}/?pageIndex=1&pageSize=10`);
  return res.data.list.find((i: { id: string }) => i.id === subscriptionId);
}

const detailItem = async () => (await call(app, member, 'GET', `${S}/${subscriptionId}`)).data.subscription;

describe('a shipment without data', () => {
  it('is pending its first check, due now, in the list and the detail', async () => {
    for (const item of [await listItem(), await detailItem()]) {
      expect(item.noData.reason).toBe('pending-first-check');
      expect(Date.parse(item.noData.nextCheckAt)).toBeLessThanOrEqual(Date.now());
      expect(item.noData.checkRequestedAt).toBeNull();
      expect(item.noData.checkPending).toBe(false);
    }
  });

  it('reads "carrier not answering" after a timeout, with the back-off as next check', async () => {
    const next = new Date(Date.now() + 120_000);
    await ctx.database.orm
      .update(oceanShipments)
      .set({ lastErrorKind: 'timeout', lastErrorAt: new Date(), consecutiveErrors: 1, nextRefreshAt: next })
      .where(eq(oceanShipments.id, await shipmentIdOf(subscriptionId)));
    for (const item of [await listItem(), await detailItem()]) {
      expect(item.noData).toEqual({
        reason: 'carrier-not-answering',
        nextCheckAt: next.toISOString(),
        checkRequestedAt: null,
        checkPending: false,
      });
    }
  });

  it('check now queues one poll; the poll finds nothing yet at the carrier', async () => {
    const before = (await queuedRefreshes()).length;
    const res = await call(app, member, 'POST', `${S}/${subscriptionId}/check`);
    expect(res.statusCode).toBe(20000);
    expect(res.data.checkRequestedAt).not.toBeNull();
    const queued = await queuedRefreshes();
    expect(queued.length).toBe(before + 1);
    const shipmentId = await shipmentIdOf(subscriptionId);
    expect(queued.at(-1)!.data.shipmentIds).toEqual([shipmentId]);
    // Due now, so the dispatcher takes it too if no worker does.
    expect(Date.parse((await detailItem()).noData.nextCheckAt)).toBeLessThanOrEqual(Date.now());
    // Until the poll has run, a reload still reads the check as pending ("Checking…").
    expect(res.data.checkPending).toBe(true);
    for (const item of [await listItem(), await detailItem()]) expect(item.noData.checkPending).toBe(true);

    const { default: handle } = await oceanRefresh.loadHandler();
    await handle({ shipmentIds: [shipmentId] }, t.jobContext());
    for (const item of [await listItem(), await detailItem()]) {
      expect(item.noData.reason).toBe('not-found-yet');
      expect(Date.parse(item.noData.nextCheckAt)).toBeGreaterThan(Date.now());
      expect(item.noData.checkRequestedAt).toBe(res.data.checkRequestedAt);
      expect(item.noData.checkPending).toBe(false);
    }
  });

  it("a second check within 5 minutes is 42900 in the caller's language, and queues nothing", async () => {
    const before = (await queuedRefreshes()).length;
    const res = await app.inject({
      method: 'POST',
      url: `${S}/${subscriptionId}/check`,
      headers: { ...bearer(member.token), lang: 'zh' },
    });
    const body = res.json();
    expect(res.statusCode).toBe(429);
    expect(body.statusCode).toBe(42900);
    expect(body.message).toMatch(/^该货物刚刚已向船公司查询过，请 [1-5] 分钟后再试$/);
    expect((await queuedRefreshes()).length).toBe(before);

    // Five minutes later it is taken again.
    await ctx.database.orm
      .update(oceanShipments)
      .set({ checkRequestedAt: new Date(Date.now() - 5 * 60_000 - 1000) })
      .where(eq(oceanShipments.id, await shipmentIdOf(subscriptionId)));
    expect((await call(app, member, 'POST', `${S}/${subscriptionId}/check`)).statusCode).toBe(20000);
  });

  it("another organisation's subscription is 40400, as if it did not exist", async () => {
    const res = await call(app, stranger, 'POST', `${S}/${subscriptionId}/check`);
    expect(res.statusCode).toBe(40400);
  });

  it('a shipment with data has no no-data state', async () => {
    const sub = await t.subscribe(member, t.sample(0).containerNumber, carrierCode);
    const { default: handle } = await oceanRefresh.loadHandler();
    await handle({ shipmentIds: [await shipmentIdOf(sub.data.id)] }, t.jobContext());
    expect((await call(app, member, 'GET', `${S}/${sub.data.id}`)).data.subscription.noData).toBeNull();
    const res = await call(app, member, 'GET', `${S}/?pageIndex=1&pageSize=10`);
    expect(res.data.list.find((i: { id: string }) => i.id === sub.data.id).noData).toBeNull();
  });
});
