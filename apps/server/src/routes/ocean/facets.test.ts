import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanShipments, oceanSubscriptions, users } from '../../db/schema/index.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { addSubAccount, call, type SubAccount } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

const F = '/application/ocean/subscribes';
const base = Date.UTC(2026, 0, 1);

let ctx: TestContext;
let app: FastifyInstance;
let owner: Member;
let sub: SubAccount;
let other: Member;

type NewRow = typeof oceanSubscriptions.$inferInsert;

/**
 * Organisation A: 6 of the owner's, 2 of the sub-account's (data scope 'related'), 1 deleted;
 * organisation B: rows with every value A has, in bigger numbers, which must never be counted.
 */
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  owner = await registerMember(app, 'fiona');
  sub = await addSubAccount(app, owner, 'felix', { permissions: ['company.view'], dataScope: 'related' });
  other = await registerMember(app, 'gustav');
  const idOf = async (who: Member) => (await call(app, who, 'GET', '/auth/user/current')).data.id as string;
  const ownerId = await idOf(owner);
  const otherId = await idOf(other);
  const orgOf = async (id: string) =>
    (await ctx.database.orm.select().from(users).where(eq(users.id, id)))[0]!.organizationId;
  const orgA = await orgOf(ownerId);
  const orgB = await orgOf(otherId);
  const [shipment] = await ctx.database.orm
    .insert(oceanShipments)
    .values({
      carrierCode: 'MAEU',
      referenceType: 'BILL_OF_LADING',
      reference: 'F',
      refreshIntervalMinutes: 60,
    })
    .returning();
  let n = 0;
  const row = (organizationId: string, ownerUserId: string, extra: Partial<NewRow>): NewRow => ({
    organizationId,
    ownerUserId,
    shipmentId: shipment!.id,
    billNumber: `FACET${String(n++).padStart(4, '0')}`,
    carrierCode: 'MAEU',
    createdAt: new Date(base + n * 1000),
    ...extra,
  });
  await ctx.database.orm.insert(oceanSubscriptions).values([
    row(orgA, ownerId, {
      displayStatus: 'IN_TRANSIT',
      polCode: 'CNSGH',
      podCode: 'NLRTM',
      warningCodes: ['WETA'],
    }),
    row(orgA, ownerId, {
      displayStatus: 'IN_TRANSIT',
      polCode: 'CNSGH',
      podCode: 'NLRTM',
      warningCodes: ['WETA', 'WDLPT'],
    }),
    row(orgA, ownerId, { displayStatus: 'AT_TS', polCode: 'CNNGB', podCode: 'DEHAM' }),
    row(orgA, ownerId, { displayStatus: 'AT_POD', carrierCode: 'COSU', polCode: 'CNSGH', podCode: 'USLAX' }),
    row(orgA, ownerId, {
      displayStatus: 'COMPLETE',
      carrierCode: 'COSU',
      polCode: 'CNSGH',
      podCode: 'NLRTM',
    }),
    row(orgA, ownerId, { displayStatus: 'NODATA' }),
    row(orgA, sub.id, {
      displayStatus: 'AT_POL',
      carrierCode: 'MSCU',
      polCode: 'CNNGB',
      podCode: 'USLAX',
      warningCodes: ['WBDAR'],
    }),
    row(orgA, sub.id, { displayStatus: 'AT_POL', carrierCode: 'MSCU', polCode: 'CNNGB', podCode: 'USLAX' }),
    // Deleted: counted nowhere.
    row(orgA, ownerId, {
      displayStatus: 'DELIVERED',
      carrierCode: 'ONEY',
      podCode: 'JPTYO',
      warningCodes: ['WGITM'],
      deletedAt: new Date(base),
    }),
    ...Array.from({ length: 3 }, () =>
      row(orgB, otherId, {
        displayStatus: 'IN_TRANSIT',
        carrierCode: 'EGLV',
        polCode: 'CNSGH',
        podCode: 'NLRTM',
        warningCodes: ['WETA'],
      }),
    ),
  ]);
});
afterAll(() => ctx?.cleanup());

const get = async (who: { token: string }, path: string) => {
  const body = await call(app, who, 'GET', `${F}/${path}`);
  expect(body.statusCode).toBe(20000);
  return body.data;
};

describe('the list facets', () => {
  it('counts carriers, with names, busiest first', async () => {
    const carriers = await get(owner, 'carrier');
    expect(carriers.map((c: { code: string; count: number }) => [c.code, c.count])).toEqual([
      ['MAEU', 4],
      ['COSU', 2],
      ['MSCU', 2],
    ]);
    expect(carriers[0].name).toMatch(/maersk/i);
  });

  it('counts display statuses', async () => {
    const statuses = await get(owner, 'status');
    expect(
      Object.fromEntries(
        statuses.map((s: { displayStatus: string; count: number }) => [s.displayStatus, s.count]),
      ),
    ).toEqual({
      IN_TRANSIT: 2,
      AT_POL: 2,
      AT_TS: 1,
      AT_POD: 1,
      COMPLETE: 1,
      NODATA: 1,
    });
  });

  it('counts ports of discharge with their names, leaving rows without one out', async () => {
    const pods = await get(owner, 'pods');
    expect(pods.map((p: { code: string; count: number }) => [p.code, p.count])).toEqual([
      ['NLRTM', 3],
      ['USLAX', 3],
      ['DEHAM', 1],
    ]);
    expect(pods.find((p: { code: string }) => p.code === 'NLRTM').name).toBe('Rotterdam');
  });

  it('counts tracking stages (platform.md §4), whose `status` value filters the list to the same count', async () => {
    const stages = await get(owner, 'instatus');
    // Stages of platform.md §4 in its order; no data is no tracking stage; complete has arrived.
    expect(stages).toEqual([
      { stage: 'AT_POL', status: 'AT_POL', count: 2 },
      { stage: 'AT_TS', status: 'AT_TS', count: 1 },
      { stage: 'AT_POD', status: 'AT_POD', count: 1 },
      { stage: 'ARRIVED', status: 'COMPLETE', count: 1 },
      { stage: 'IN_TRANSIT', status: 'IN_TRANSIT', count: 2 },
    ]);
    for (const stage of stages) {
      const list = await call(app, owner, 'GET', `/application/ocean/subscribe/?status=${stage.status}`);
      expect(list.data.total, stage.stage).toBe(stage.count);
    }
  });

  it('counts subscriptions per warning code', async () => {
    expect(await get(owner, 'warning')).toEqual([
      { code: 'WETA', count: 2 },
      { code: 'WBDAR', count: 1 },
      { code: 'WDLPT', count: 1 },
    ]);
  });

  it('names the members owning subscriptions', async () => {
    const clients = await get(owner, 'clients');
    expect(clients.map((c: { username: string; count: number }) => [c.username, c.count])).toEqual([
      ['fiona', 6],
      ['felix', 2],
    ]);
  });

  it('counts POL and POD ports and countries', async () => {
    const stats = await get(owner, 'location/statistics');
    expect(stats.pol.countries).toEqual([{ country: 'CN', count: 7 }]);
    // Rows stored with UN/LOCODE's CNSGH count under the product's code for Shanghai.
    expect(stats.pol.ports.map((p: { code: string; count: number }) => [p.code, p.count])).toEqual([
      ['CNSHA', 4],
      ['CNNGB', 3],
    ]);
    expect(stats.pod.countries).toEqual([
      { country: 'NL', count: 3 },
      { country: 'US', count: 3 },
      { country: 'DE', count: 1 },
    ]);
  });

  it("names the ports of the location statistics in the caller's language (issue 20)", async () => {
    const names = async (lang: string) => {
      const stats = await get(owner, `location/statistics?lang=${lang}`);
      return stats.pol.ports.map((p: { code: string; name: string }) => [p.code, p.name]);
    };
    expect(await names('zh')).toEqual([
      ['CNSHA', '上海'],
      ['CNNGB', '宁波'],
    ]);
    expect(await names('en')).toEqual([
      ['CNSHA', 'Shanghai'],
      ['CNNGB', 'Ningbo'],
    ]);
  });

  it('filters the list by any code of a port: CNSHA finds the rows stored as CNSGH, named 上海 / 上海', async () => {
    for (const code of ['CNSHA', 'CNSGH']) {
      const list = await call(app, owner, 'GET', `/application/ocean/subscribe/?polCode=${code}&pageSize=50`);
      expect(list.statusCode).toBe(20000);
      expect(list.data.total).toBe(4);
      for (const item of list.data.list) {
        expect(item).toMatchObject({
          polCode: 'CNSHA',
          polName: 'Shanghai',
          polNameCn: '上海',
          polNameJp: '上海',
        });
      }
    }
  });

  it("applies the data scope: a 'related' sub-account counts only its own", async () => {
    expect(await get(sub, 'carrier')).toEqual([expect.objectContaining({ code: 'MSCU', count: 2 })]);
    expect(await get(sub, 'warning')).toEqual([{ code: 'WBDAR', count: 1 }]);
    expect((await get(sub, 'clients')).map((c: { username: string }) => c.username)).toEqual(['felix']);
    expect((await get(sub, 'location/statistics')).pod.ports).toEqual([
      expect.objectContaining({ code: 'USLAX', count: 2 }),
    ]);
  });

  it("never counts another organisation's rows", async () => {
    expect(await get(other, 'carrier')).toEqual([expect.objectContaining({ code: 'EGLV', count: 3 })]);
    expect(await get(other, 'clients')).toEqual([expect.objectContaining({ username: 'gustav', count: 3 })]);
  });

  it('needs a token', async () => {
    const res = await app.inject({ url: `${F}/carrier` });
    expect(res.json().statusCode).toBe(40100);
  });
});
