import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql-rows.js';
import { AisIngest, MAX_PENDING_STATIONS } from '../../services/ais/ais-ingest.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

/**
 * Base stations (type 4), aids to navigation (type 21) and SAR aircraft (type 9) kept in the
 * station registry, one row per MMSI, and read back by the vessel map's call for a view.
 */
const NOW = Date.now();
const MINUTE = 60_000;
const raw = (degrees: number) => Math.round(degrees * 600_000);
const BASE = 4131001; // 00MIDXXXX: a Chinese base station
const ATON = 994131001; // 99MIDXXXX
const SAR = 111413001; // 111MIDXXX

let ctx: TestContext;
let app: FastifyInstance;
let member: Member;
let ingest: AisIngest;

const count = async (sql: string) => rowsOf<{ n: number }>(await ctx.database.executeSql(sql))[0]?.n ?? 0;
const view = 'west=100&south=0&east=140&north=50';

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  member = await registerMember(app, 'stella');
  ingest = new AisIngest({ db: ctx.database, mids: app.referenceData.mids });
  // A base station reporting every 10 s for five minutes: one row, not thirty.
  for (let i = 30; i >= 1; i--)
    ingest.accept({ type: 4, mmsi: BASE, lat: raw(31.23), lon: raw(121.5), epfd: 7 }, NOW - i * 10_000);
  ingest.accept(
    {
      type: 21,
      mmsi: ATON,
      aid_type: 19,
      name: 'YANGTZE APPROACH 1',
      lat: raw(31.05),
      lon: raw(122.2),
      epfd: 1,
      to_bow: 2,
      to_stern: 2,
      to_port: 1,
      to_starboard: 1,
      second: 30,
      off_position: false,
      virtual_aid: true,
    },
    NOW - MINUTE,
  );
  ingest.accept(
    { type: 9, mmsi: SAR, alt: 450, speed: 140, course: 1800, lat: raw(30.5), lon: raw(122.5) },
    NOW - 2 * MINUTE,
  );
  // A SAR aircraft far away (Rotterdam), outside the view.
  ingest.accept({ type: 9, mmsi: 111244001, alt: 100, speed: 90, course: 0, lat: raw(52), lon: raw(4) }, NOW);
  await ingest.flush();
});
afterAll(() => ctx?.cleanup());

describe('AIS station registry', () => {
  it('keeps one row per station and none of their reports in the vessel tables', async () => {
    expect(ingest.stats).toMatchObject({ stationReports: 33, stationsRejected: 0, positionsKept: 0 });
    expect(await count('select count(*)::int as n from ais_stations')).toBe(4);
    expect(await count('select count(*)::int as n from vessel_positions')).toBe(0);
    expect(await count('select count(*)::int as n from vessel_latest')).toBe(0);
    const [base] = rowsOf<{ at: Date; kind: string }>(
      await ctx.database.executeSql('select at, kind from ais_stations where mmsi = $1', [BASE]),
    );
    expect(base?.kind).toBe('base-station');
    expect(new Date(base!.at).getTime()).toBe(NOW - 10_000);
  });

  it('answers the stations of a view in the wire units, with their own fields', async () => {
    const body = await call(app, member, 'GET', `/vessel2/ais-stations?${view}`);
    expect(body.statusCode).toBe(20000);
    const byMmsi = new Map(body.data.map((s: { mmsi: number }) => [s.mmsi, s]));
    expect([...byMmsi.keys()].sort()).toEqual([BASE, SAR, ATON].sort());
    expect(byMmsi.get(BASE)).toMatchObject({
      kind: 'base-station',
      lat: 31_230_000,
      lon: 121_500_000,
      epfd: 7,
      name: null,
      altitude: null,
    });
    expect(byMmsi.get(ATON)).toMatchObject({
      kind: 'aid-to-navigation',
      name: 'YANGTZE APPROACH 1',
      aidType: 19,
      length: 4,
      beam: 2,
      virtualAid: true,
      offPosition: false,
    });
    // 140 kn in mm/s; course 180° in 1/200°.
    expect(byMmsi.get(SAR)).toMatchObject({ kind: 'sar-aircraft', altitude: 450, sog: 72_022, cog: 36_000 });
  });

  it('filters by kind and by a view across 180°', async () => {
    const atons = await call(app, member, 'GET', `/vessel2/ais-stations?${view}&kinds=aid-to-navigation`);
    expect(atons.data.map((s: { mmsi: number }) => s.mmsi)).toEqual([ATON]);
    const pacific = await call(
      app,
      member,
      'GET',
      '/vessel2/ais-stations?west=170&south=0&east=-170&north=50',
    );
    expect(pacific.data).toEqual([]);
    const wrapped = await call(
      app,
      member,
      'GET',
      '/vessel2/ais-stations?west=120&south=0&east=-170&north=50',
    );
    expect(wrapped.data.map((s: { mmsi: number }) => s.mmsi).sort()).toEqual([BASE, SAR, ATON].sort());
    const bad = await call(app, member, 'GET', `/vessel2/ais-stations?${view}&kinds=submarine`);
    expect(bad.statusCode).toBe(40000);
  });

  it('never lets an older report move a station back', async () => {
    ingest.accept({ type: 4, mmsi: BASE, lat: raw(10), lon: raw(110), epfd: 7 }, NOW - 60 * MINUTE);
    await ingest.flush();
    const body = await call(app, member, 'GET', `/vessel2/ais-stations?${view}&kinds=base-station`);
    expect(body.data[0]).toMatchObject({ mmsi: BASE, lat: 31_230_000 });
  });

  it('rejects stations without a position or timed in the future, and caps what waits', async () => {
    const other = new AisIngest({ db: ctx.database, mids: app.referenceData.mids });
    other.accept({ type: 21, mmsi: 994131002, lat: 91 * 600_000, lon: raw(1) }, NOW);
    other.accept({ type: 4, mmsi: 4131002, lat: raw(1), lon: raw(1) }, NOW + 60 * MINUTE);
    for (let i = 0; i <= MAX_PENDING_STATIONS; i++)
      other.accept({ type: 4, mmsi: 5_000_000 + i, lat: raw(1), lon: raw(1) }, NOW);
    expect(other.stats).toMatchObject({ stationReports: MAX_PENDING_STATIONS, stationsRejected: 3 });
  });

  it('retention deletes the stations silent for AIS_RETENTION_DAYS', async () => {
    ingest.accept({ type: 21, mmsi: 994131009, lat: raw(31), lon: raw(122) }, NOW - 200 * 86_400_000);
    await ingest.flush();
    expect(await count('select count(*)::int as n from ais_stations where mmsi = 994131009')).toBe(1);
    const handler = (await import('../../jobs/ais-retention.handler.js')).default;
    await handler({ source: 'test' }, { ...app.jobContext('test'), db: ctx.database, log: app.log });
    expect(await count('select count(*)::int as n from ais_stations where mmsi = 994131009')).toBe(0);
    expect(await count('select count(*)::int as n from ais_stations')).toBe(4);
  });
});
