import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanShipments, oceanSubscriptions, users } from '../../db/schema/index.js';
import { AisIngest } from '../../services/ais/ais-ingest.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

const HOUR = 3_600_000;
const now = Date.now();

let ctx: TestContext;
let app: FastifyInstance;
let owner: Member;
let other: Member;

/**
 * Port NLRTM seen by two organisations. Shipment S1 is tracked by both (counted once by the
 * congestion figures), discharged 10 h ago; S2 discharged 30 h ago (A only); S3 bound for
 * Rotterdam with an ETA past (B only); S4 bound with an ETA ahead (A); S5 delivered (A); and
 * a deleted subscription of S6 waiting (ignored).
 */
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  owner = await registerMember(app, 'stella');
  other = await registerMember(app, 'stefan');
  const ids = await Promise.all(
    [owner, other].map(async (m) => (await call(app, m, 'GET', '/auth/user/current')).data.id as string),
  );
  const orgs = await Promise.all(
    ids.map(
      async (id) => (await ctx.database.orm.select().from(users).where(eq(users.id, id)))[0]!.organizationId,
    ),
  );
  const shipments = await ctx.database.orm
    .insert(oceanShipments)
    .values(
      [1, 2, 3, 4, 5, 6].map((i) => ({
        carrierCode: 'MAEU',
        referenceType: 'BILL_OF_LADING' as const,
        reference: `STAT${i}`,
        refreshIntervalMinutes: 60,
      })),
    )
    .returning();
  const sid = (i: number) => shipments[i - 1]!.id;
  const row = (who: 0 | 1, shipment: number, extra: Partial<typeof oceanSubscriptions.$inferInsert>) => ({
    organizationId: orgs[who]!,
    ownerUserId: ids[who]!,
    shipmentId: sid(shipment),
    billNumber: `STAT${shipment}`,
    carrierCode: 'MAEU',
    podCode: 'NLRTM',
    ...extra,
  });
  await ctx.database.orm
    .insert(oceanSubscriptions)
    .values([
      row(0, 1, { displayStatus: 'AT_POD', ata: new Date(now - 10 * HOUR) }),
      row(1, 1, { displayStatus: 'AT_POD', ata: new Date(now - 10 * HOUR) }),
      row(0, 2, { displayStatus: 'AVAILABLE', ata: new Date(now - 30 * HOUR) }),
      row(1, 3, { displayStatus: 'IN_TRANSIT', eta: new Date(now - 5 * HOUR) }),
      row(0, 4, { displayStatus: 'IN_TRANSIT', eta: new Date(now + 50 * HOUR) }),
      row(0, 5, { displayStatus: 'DELIVERED', ata: new Date(now - 100 * HOUR) }),
      row(0, 6, { displayStatus: 'AT_POD', ata: new Date(now - 500 * HOUR), deletedAt: new Date() }),
      row(0, 4, { billNumber: 'STAT4B', podCode: 'DEHAM', displayStatus: 'NODATA' }),
    ]);
});
afterAll(() => ctx?.cleanup());

describe('ocean statistics', () => {
  it('current: counts by display status and stage, own organisation only', async () => {
    const body = await call(app, owner, 'POST', '/application/ocean/statistic/current');
    expect(body.statusCode).toBe(20000);
    expect(body.data.total).toBe(5);
    const byStatus = Object.fromEntries(
      body.data.byStatus.map((s: { displayStatus: string; count: number }) => [s.displayStatus, s.count]),
    );
    expect(byStatus).toEqual({ AT_POD: 1, AVAILABLE: 1, IN_TRANSIT: 1, DELIVERED: 1, NODATA: 1 });
    expect(body.data.byStage).toContainEqual({
      stage: 'AFTER_ARRIVAL',
      status: 'AT_POD,AVAILABLE,DELIVERED',
      count: 3,
    });
    const theirs = await call(app, other, 'POST', '/application/ocean/statistic/current');
    expect(theirs.data.total).toBe(2);
  });

  it('congestion: waiting, inbound and dwell at a port, each shipment once, deleted rows left out', async () => {
    const body = await call(app, owner, 'GET', '/application/ocean/statistic/congestion?portCode=nlrtm');
    expect(body.statusCode).toBe(20000);
    expect(body.data).toMatchObject({
      portCode: 'NLRTM',
      portName: 'Rotterdam',
      waiting: 2,
      inbound: 2,
      inboundOverdue: 1,
    });
    // Mean of 10 h (S1, once though tracked twice) and 30 h (S2); the longest 30 h.
    expect(body.data.averageDwellHours).toBeCloseTo(20, 0);
    expect(body.data.maxDwellHours).toBeCloseTo(30, 0);
  });

  it("congestion: the port's name in the caller's language (issue 20)", async () => {
    const name = async (lang: string) =>
      (await call(app, owner, 'GET', `/application/ocean/statistic/congestion?portCode=NLRTM&lang=${lang}`))
        .data.portName;
    expect([await name('zh'), await name('jp'), await name('en')]).toEqual([
      '鹿特丹',
      'ロッテルダム',
      'Rotterdam',
    ]);
  });

  it('congestion from AIS: vessels at anchor and at berth near the port, and how long the anchored ones wait', async () => {
    const port = app.referenceData.ports.get('NLRTM')!;
    const ingest = new AisIngest({ db: ctx.database, mids: app.referenceData.mids });
    const raw = (degrees: number) => Math.round(degrees * 600_000);
    // Δlat of 0.135° ≈ 15 km north of the port; 0.72° ≈ 80 km.
    const at = (mmsi: number, status: number, hoursAgo: number, northDeg: number, speed = 0) =>
      ingest.accept(
        {
          type: 1,
          mmsi,
          lat: raw(port.lat! + northDeg),
          lon: raw(port.lon!),
          speed,
          course: 0,
          heading: 0,
          status,
        },
        now - hoursAgo * HOUR,
      );
    at(244000001, 0, 20, 0.5, 140); // sailing in
    at(244000001, 1, 12, 0.135); // anchored 12 h ago …
    at(244000001, 1, 0.1, 0.135); // … and still
    at(244000002, 0, 5, 0.3, 120);
    at(244000002, 1, 4, 0.13);
    at(244000002, 1, 0.05, 0.13);
    at(244000003, 5, 0.2, 0.005); // moored at the quay
    at(244000004, 1, 0.1, 0.72); // at anchor, but 80 km out: another port's
    at(244000005, 1, 2, 0.1); // at anchor near, but silent for two hours
    await ingest.flush();
    const body = await call(app, owner, 'GET', '/application/ocean/statistic/congestion?portCode=NLRTM');
    expect(body.data.vessels).toMatchObject({ atAnchor: 2, atBerth: 1 });
    expect(body.data.vessels.averageWaitingHours).toBeCloseTo(8, 0);
    expect(body.data.vessels.maxWaitingHours).toBeCloseTo(12, 0);
  });

  it('congestion: an empty port has zero counts and no dwell; a malformed or unknown code is 40000', async () => {
    const empty = await call(app, owner, 'GET', '/application/ocean/statistic/congestion?portCode=USLAX');
    expect(empty.data).toMatchObject({
      waiting: 0,
      inbound: 0,
      averageDwellHours: null,
      vessels: { atAnchor: 0, atBerth: 0, averageWaitingHours: null },
    });
    expect(
      (await call(app, owner, 'GET', '/application/ocean/statistic/congestion?portCode=X')).statusCode,
    ).toBe(40000);
    expect(
      (await call(app, owner, 'GET', '/application/ocean/statistic/congestion?portCode=ZZQQQ')).statusCode,
    ).toBe(40000);
  });

  it("client port statistic: the caller's subscriptions per port of discharge", async () => {
    const body = await call(app, owner, 'GET', '/application/ocean/client/port_statistic');
    expect(body.statusCode).toBe(20000);
    expect(body.data).toEqual([
      {
        portCode: 'NLRTM',
        portName: 'Rotterdam',
        country: 'NL',
        inbound: 1,
        arrived: 2,
        overdue: 0,
        total: 4,
      },
      { portCode: 'DEHAM', portName: 'Hamburg', country: 'DE', inbound: 1, arrived: 0, overdue: 0, total: 1 },
    ]);
    const theirs = await call(app, other, 'GET', '/application/ocean/client/port_statistic');
    expect(theirs.data).toEqual([
      expect.objectContaining({ portCode: 'NLRTM', inbound: 1, arrived: 1, overdue: 1, total: 2 }),
    ]);
  });

  it("client port statistic: port names in the caller's language (issue 20), English without one", async () => {
    const names = async (lang: string) =>
      (await call(app, owner, 'GET', `/application/ocean/client/port_statistic?lang=${lang}`)).data.map(
        (p: { portCode: string; portName: string }) => [p.portCode, p.portName],
      );
    expect(await names('zh')).toEqual([
      ['NLRTM', '鹿特丹'],
      ['DEHAM', '汉堡'],
    ]);
    expect(await names('jp')).toEqual([
      ['NLRTM', 'ロッテルダム'],
      ['DEHAM', 'ハンブルク'],
    ]);
    expect(await names('en')).toEqual([
      ['NLRTM', 'Rotterdam'],
      ['DEHAM', 'Hamburg'],
    ]);
  });
});
