import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanShipments, oceanSubscriptions, users } from '../../db/schema/index.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { addSubAccount, call, type SubAccount } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

const S = '/application/ocean/subscribe';
const DAY = 86_400_000;
const base = Date.UTC(2026, 0, 1);

let ctx: TestContext;
let app: FastifyInstance;
let owner: Member;
let sub: SubAccount;
let ownerId: string;
let organizationId: string;
let subRowId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  owner = await registerMember(app, 'olga');
  ownerId = (await call(app, owner, 'GET', '/auth/user/current')).data.id;
  const [user] = await ctx.database.orm.select().from(users).where(eq(users.id, ownerId));
  organizationId = user!.organizationId;
  sub = await addSubAccount(app, owner, 'sam', { permissions: ['company.view'], dataScope: 'related' });
  const [shipment] = await ctx.database.orm
    .insert(oceanShipments)
    .values({
      carrierCode: 'MAEU',
      referenceType: 'BILL_OF_LADING',
      reference: 'X',
      refreshIntervalMinutes: 60,
    })
    .returning();
  // 25 of the owner's: numbers MAEU000..024, every 5th without an ETA, alternating statuses.
  await ctx.database.orm.insert(oceanSubscriptions).values(
    Array.from({ length: 25 }, (_, i) => ({
      organizationId,
      ownerUserId: ownerId,
      shipmentId: shipment!.id,
      billNumber: `MAEU${String(i).padStart(3, '0')}`,
      carrierCode: i < 20 ? 'MAEU' : 'COSU',
      remark: i === 7 ? 'Urgent 50%' : '',
      displayStatus: i % 2 === 0 ? 'IN_TRANSIT' : 'AT_POD',
      eta: i % 5 === 0 ? null : new Date(base + (30 - i) * DAY),
      // Arrived ones list their actual time, which the ETA range then goes by.
      ata: i === 24 ? new Date(base + 40 * DAY) : null,
      polCode: i < 10 ? 'CNSHA' : 'CNNGB',
      podCode: i % 3 === 0 ? 'USLAX' : 'NLRTM',
      etd: i >= 10 ? new Date(base + i * DAY) : null,
      warningCodes: i === 3 ? ['WDLPT', 'WETA'] : i === 4 ? ['WBDAR'] : [],
      createdAt: new Date(base + i * 1000),
    })),
  );
  const [own] = await ctx.database.orm
    .insert(oceanSubscriptions)
    .values({
      organizationId,
      ownerUserId: sub.id,
      shipmentId: shipment!.id,
      billNumber: 'SAMS001',
      carrierCode: 'MAEU',
      createdAt: new Date(base - DAY),
    })
    .returning();
  subRowId = own!.id;
});
afterAll(() => ctx?.cleanup());

const numbers = (body: { data: { list: { billNumber: string }[] } }) =>
  body.data.list.map((r) => r.billNumber);

describe('the subscription list', () => {
  it('pages from 1 with 10 a page by default, newest first', async () => {
    const first = await call(app, owner, 'GET', `${S}/`);
    expect(first.data).toMatchObject({ total: 26, pageIndex: 1, pageSize: 10 });
    expect(numbers(first).slice(0, 3)).toEqual(['MAEU024', 'MAEU023', 'MAEU022']);
    const third = await call(app, owner, 'GET', `${S}/?pageIndex=3&pageSize=10`);
    expect(numbers(third)).toEqual(['MAEU004', 'MAEU003', 'MAEU002', 'MAEU001', 'MAEU000', 'SAMS001']);
    expect((await call(app, owner, 'GET', `${S}/?pageIndex=0`)).statusCode).toBe(40000);
    expect((await call(app, owner, 'GET', `${S}/?pageSize=1000`)).statusCode).toBe(40000);
  });

  it('sorts by ETA either way with the dates missing last', async () => {
    const asc = await call(app, owner, 'GET', `${S}/?sortBy=eta&pageSize=100`);
    expect(numbers(asc).slice(0, 2)).toEqual(['MAEU024', 'MAEU023']);
    const desc = await call(app, owner, 'GET', `${S}/?sortBy=-eta&pageSize=100`);
    expect(numbers(desc).slice(0, 2)).toEqual(['MAEU001', 'MAEU002']);
    for (const list of [numbers(asc), numbers(desc)]) {
      expect(list.slice(-6).sort()).toEqual([
        'MAEU000',
        'MAEU005',
        'MAEU010',
        'MAEU015',
        'MAEU020',
        'SAMS001',
      ]);
    }
    expect((await call(app, owner, 'GET', `${S}/?sortBy=password`)).statusCode).toBe(40000);
  });

  it('filters by number prefix, carrier, status, warnings and remark', async () => {
    const q = async (query: string) =>
      numbers(await call(app, owner, 'GET', `${S}/?pageSize=100&${query}`)).sort();
    expect(await q('businessNumber=maeu01')).toEqual(Array.from({ length: 10 }, (_, i) => `MAEU0${10 + i}`));
    expect(await q('carrierCode=COSU')).toEqual(['MAEU020', 'MAEU021', 'MAEU022', 'MAEU023', 'MAEU024']);
    expect(await q('status=AT_POD&carrierCode=COSU')).toEqual(['MAEU021', 'MAEU023']);
    expect(await q('warnings=WETA,WBDAR')).toEqual(['MAEU003', 'MAEU004']);
    // The % typed by the user is a character, not a wildcard.
    expect(await q('remark=50%25')).toEqual(['MAEU007']);
    expect(await q('remark=5%25')).toEqual([]);
  });

  it('filters by POL, POD, owner and ETD/ETA/created ranges (actual dates first)', async () => {
    const q = async (query: string) =>
      numbers(await call(app, owner, 'GET', `${S}/?pageSize=100&${query}`)).sort();
    const n = (...is: number[]) => is.map((i) => `MAEU${String(i).padStart(3, '0')}`);
    expect(await q('podCode=uslax&polCode=CNSHA')).toEqual(n(0, 3, 6, 9));
    expect(await q('podCode=USLAX,NLRTM&polCode=CNNGB')).toHaveLength(15);
    expect(await q(`ownerUserId=${sub.id}`)).toEqual(['SAMS001']);
    const day = (d: number) => new Date(base + d * DAY).toISOString();
    expect(await q(`etdFrom=${day(20)}&etdTo=${day(22)}`)).toEqual(n(20, 21, 22));
    // ETAs are base + (30 - i) days; MAEU024 arrived on day 40, so it leaves the 5–7 range.
    expect(await q(`etaFrom=${day(5)}&etaTo=${day(7)}`)).toEqual(n(23));
    expect(await q(`etaFrom=${day(39)}`)).toEqual(n(24));
    expect(await q(`createdTo=${new Date(base - 1).toISOString()}`)).toEqual(['SAMS001']);
    expect((await call(app, owner, 'GET', `${S}/?etaFrom=yesterday`)).statusCode).toBe(40000);
    expect((await call(app, owner, 'GET', `${S}/?ownerUserId=1;drop`)).statusCode).toBe(40000);
  });

  it('takes the same filters in the body of POST /application/ocean/subscribes', async () => {
    const body = await call(app, owner, 'POST', '/application/ocean/subscribes', {
      carrierCode: 'COSU',
      sortBy: 'businessNumber',
      pageSize: 2,
      pageIndex: 2,
    });
    expect(body.data.total).toBe(5);
    expect(numbers(body)).toEqual(['MAEU022', 'MAEU023']);
  });

  it("shows a 'related' sub-account only its own subscriptions", async () => {
    const mine = await call(app, sub, 'GET', `${S}/`);
    expect(mine.data.total).toBe(1);
    expect(numbers(mine)).toEqual(['SAMS001']);
    const ownerRow = (await call(app, owner, 'GET', `${S}/?businessNumber=MAEU000`)).data.list[0];
    expect((await call(app, sub, 'GET', `${S}/${ownerRow.id}`)).statusCode).toBe(40400);
    expect((await call(app, sub, 'GET', `${S}/${subRowId}`)).data.subscription.billNumber).toBe('SAMS001');
  });

  it('deletes all the given ids or none', async () => {
    const other = await registerMember(app, 'otto');
    const page = (await call(app, owner, 'GET', `${S}/?carrierCode=COSU`)).data.list;
    const ids = page.slice(0, 2).map((r: { id: string }) => r.id);
    // Someone else's ids: nothing happens.
    expect(
      (await call(app, other, 'POST', '/application/ocean/subscribes/delete', ids as never)).statusCode,
    ).toBe(40400);
    // One of them the owner's, one not visible to the sub-account: nothing is deleted.
    const mixed = [subRowId, ids[0]];
    expect(
      (await call(app, sub, 'POST', '/application/ocean/subscribes/delete', mixed as never)).statusCode,
    ).toBe(40400);
    expect((await call(app, owner, 'GET', `${S}/?carrierCode=COSU`)).data.total).toBe(5);

    const done = await call(app, owner, 'POST', '/application/ocean/subscribes/delete', ids as never);
    expect(done.data).toEqual({ deleted: 2 });
    expect((await call(app, owner, 'GET', `${S}/?carrierCode=COSU`)).data.total).toBe(3);
    expect((await call(app, owner, 'GET', `${S}/${ids[0]}`)).statusCode).toBe(40400);
  });

  it('edits the remark: whole, or one part of it; at least 2 characters', async () => {
    const id = (await call(app, owner, 'GET', `${S}/?businessNumber=MAEU007`)).data.list[0].id;
    const url = `${S}/${id}/remark`;
    expect((await call(app, owner, 'POST', url, { contents: 'PO 1 | customer A' })).data.remark).toBe(
      'PO 1 | customer A',
    );
    expect(
      (await call(app, owner, 'POST', url, { regex: 'customer A', contents: 'customer B' })).data.remark,
    ).toBe('PO 1 | customer B');
    // A pattern is matched as text: no regular expression reaches the server's engine.
    expect((await call(app, owner, 'POST', url, { regex: '.*', contents: 'x' })).data.remark).toBe(
      'PO 1 | customer B',
    );
    expect((await call(app, owner, 'POST', url, { contents: 'x' })).statusCode).toBe(40000);
    expect((await call(app, owner, 'GET', `${S}/${id}`)).data.subscription.remark).toBe('PO 1 | customer B');
  });
});

describe('big lists: deep pages and kept totals', () => {
  let big: Member;
  let bigOrganizationId: string;
  let shipmentId: string;
  beforeAll(async () => {
    big = await registerMember(app, 'bianca');
    const userId = (await call(app, big, 'GET', '/auth/user/current')).data.id;
    const [user] = await ctx.database.orm.select().from(users).where(eq(users.id, userId));
    bigOrganizationId = user!.organizationId;
    const [shipment] = await ctx.database.orm
      .insert(oceanShipments)
      .values({
        carrierCode: 'MAEU',
        referenceType: 'BILL_OF_LADING',
        reference: 'Y',
        refreshIntervalMinutes: 60,
      })
      .returning();
    shipmentId = shipment!.id;
    // 230 subscriptions, two sharing each creation time (the id breaks the tie), every 7th without ETA.
    await ctx.database.orm.insert(oceanSubscriptions).values(
      Array.from({ length: 230 }, (_, i) => ({
        organizationId: bigOrganizationId,
        ownerUserId: userId,
        shipmentId,
        billNumber: `BIGU${String(i).padStart(4, '0')}`,
        carrierCode: 'MAEU',
        eta: i % 7 === 0 ? null : new Date(base + (i % 50) * DAY),
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
      })),
    );
  });

  it('gives deep pages (ids from the index first) the rows of the list order, like shallow ones', async () => {
    const rows = await ctx.database.orm
      .select()
      .from(oceanSubscriptions)
      .where(eq(oceanSubscriptions.organizationId, bigOrganizationId));
    // The list order in JS: the key (dates missing last either way), then the id the same way.
    const ordered = (key: 'createdAt' | 'eta', descending: boolean) =>
      [...rows]
        .sort((a, b) => {
          const [x, y] = [a[key]?.getTime(), b[key]?.getTime()];
          if (x !== y) {
            if (x === undefined) return 1;
            if (y === undefined) return -1;
            return descending ? y - x : x - y;
          }
          return descending ? (a.id < b.id ? 1 : -1) : a.id < b.id ? -1 : 1;
        })
        .map((r) => r.billNumber);
    for (const sortBy of ['-createdAt', 'createdAt', 'eta', '-eta'] as const) {
      const expected = ordered(sortBy.includes('eta') ? 'eta' : 'createdAt', sortBy.startsWith('-'));
      const page = async (pageIndex: number) =>
        numbers(await call(app, big, 'GET', `${S}/?sortBy=${sortBy}&pageSize=10&pageIndex=${pageIndex}`));
      // Offset 190 is read directly; offsets 200 to 220 take the deep path.
      expect(await page(20)).toEqual(expected.slice(190, 200));
      expect([...(await page(21)), ...(await page(22)), ...(await page(23))]).toEqual(expected.slice(200));
    }
  });

  it('keeps the total of a full page until the subscriptions change, in this process or any other', async () => {
    const total = async (query = '') => (await call(app, big, 'GET', `${S}/?pageSize=5${query}`)).data.total;
    expect(await total()).toBe(230);
    expect(await total('&pageIndex=3')).toBe(230);
    // Deleted through the API: the statement's notice drops the kept count.
    const ids = (await call(app, big, 'GET', `${S}/?pageSize=3`)).data.list.map((r: { id: string }) => r.id);
    await call(app, big, 'POST', '/application/ocean/subscribes/delete', ids as never);
    await expect.poll(() => total(), { timeout: 5000, interval: 50 }).toBe(227);
    // Written by SQL, as another process would: the database's trigger announces it all the same.
    await ctx.database.orm.insert(oceanSubscriptions).values(
      ['BIGX0001', 'BIGX0002'].map((billNumber) => ({
        organizationId: bigOrganizationId,
        shipmentId,
        billNumber,
        carrierCode: 'MAEU',
      })),
    );
    await expect.poll(() => total(), { timeout: 5000, interval: 50 }).toBe(229);
    // A filtered total is kept and dropped the same way.
    expect(await total('&businessNumber=BIGX')).toBe(2);
  });
});
