import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { AisIngest } from '../../services/ais/ais-ingest.js';
import { PositionPartitions } from '../../services/ais/position-partitions.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

/**
 * AIS ingest into PostgreSQL/PGlite and the vessel calls over it: decoded messages (gpsd's
 * unscaled field names) in, the wire units of views.md §9 out.
 */
const MMSI = 477000123; // MID 477: Hong Kong
const NOW = Date.now();
const MINUTE = 60_000;
const raw = (degrees: number) => Math.round(degrees * 600_000);

let ctx: TestContext;
let app: FastifyInstance;
let member: Member;
let ingest: AisIngest;

async function count(db: Database, sql: string, values: unknown[] = []): Promise<number> {
  return rowsOf<{ n: number }>(await db.executeSql(sql, values))[0]?.n ?? 0;
}

/** Where the test vessel sails from, and when: 0.001° east every 10 s. */
const SAILING_FROM = NOW - 11 * MINUTE;

/** A position report every 10 s for `minutes`, heading east at 12.5 knots, ending at `end`. */
function sail(mmsi: number, end: number, minutes: number, status = 0) {
  const n = minutes * 6;
  for (let i = 0; i <= n; i++) {
    const at = end - (n - i) * 10_000;
    const step = Math.round((at - SAILING_FROM) / 10_000);
    ingest.accept(
      {
        type: 1,
        mmsi,
        lat: raw(22.3),
        lon: raw(114 + step * 0.001),
        speed: 125,
        course: 900,
        heading: 91,
        status,
      },
      at,
    );
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  member = await registerMember(app, 'vera');
  ingest = new AisIngest({ db: ctx.database, mids: app.referenceData.mids });
  ingest.accept(
    {
      type: 5,
      mmsi: MMSI,
      imo: 9811000,
      callsign: 'VRXY9',
      shipname: 'TRACKLANE PIONEER',
      shiptype: 71,
      to_bow: 300,
      to_stern: 66,
      to_port: 25,
      to_starboard: 26,
      draught: 142,
      destination: 'NLRTM',
      eta: '12-24T08:30Z',
    },
    NOW,
  );
  sail(MMSI, NOW - MINUTE, 10);
  await ingest.flush();
});
afterAll(() => ctx?.cleanup());

describe('AIS ingest', () => {
  it('keeps one track position per 30 s, the newest as latest, and the registry from type 5', async () => {
    expect(ingest.stats).toMatchObject({
      messages: 62,
      staticReports: 1,
      positionsKept: 21,
      positionsThinned: 40,
    });
    expect(
      await count(ctx.database, 'select count(*)::int as n from vessel_positions where mmsi = $1', [MMSI]),
    ).toBe(21);
    const [latest] = rowsOf<{ at: Date; lon_e6: number }>(
      await ctx.database.executeSql('select at, lon_e6 from vessel_latest where mmsi = $1', [MMSI]),
    );
    expect(new Date(latest!.at).getTime()).toBe(NOW - MINUTE);
    expect(latest!.lon_e6).toBe(114_060_000);
  });

  it('never lets an older report replace the latest position, nor stores a position twice', async () => {
    ingest.accept(
      { type: 1, mmsi: MMSI, lat: raw(10), lon: raw(10), speed: 0, course: 0, heading: 0, status: 5 },
      NOW - 60 * MINUTE,
    );
    sail(MMSI, NOW - MINUTE, 1); // the last minute again (a reconnecting feed)
    await ingest.flush();
    const { data } = await call(app, member, 'GET', `/application/vessel/location?mmsi=${MMSI}`);
    expect(data.lon).toBe(114_060_000);
    expect(
      await count(ctx.database, 'select count(*)::int as n from vessel_positions where mmsi = $1', [MMSI]),
    ).toBe(22);
  });

  it('keeps a failed batch and writes it with the next flush', async () => {
    let failures = 1;
    const flaky: Database = {
      ...ctx.database,
      executeSql: (text, values) => {
        if (text.includes('insert into vessel_positions') && failures-- > 0)
          return Promise.reject(new Error('connection lost'));
        return ctx.database.executeSql(text, values);
      },
    };
    const other = new AisIngest({ db: flaky, mids: app.referenceData.mids });
    other.accept(
      { type: 18, mmsi: 244000001, lat: raw(52), lon: raw(4), speed: 50, course: 100, heading: 10 },
      NOW - 5 * MINUTE,
    );
    await other.flush();
    expect(other.stats.flushErrors).toBe(1);
    await other.flush();
    expect(other.stats.stored).toBe(1);
    expect(
      await count(ctx.database, 'select count(*)::int as n from vessel_latest where mmsi = 244000001'),
    ).toBe(1);
  });

  it('writes each month into its own partition and drops whole months past the retention', async () => {
    const old = Date.UTC(2025, 0, 15);
    ingest.accept(
      { type: 1, mmsi: 1, lat: raw(1), lon: raw(1), speed: 0, course: 0, heading: 0, status: 1 },
      old,
    );
    await ingest.flush();
    const partitions = async () =>
      rowsOf<{ name: string }>(
        await ctx.database.executeSql(
          `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
           join pg_class p on p.oid = i.inhparent where p.relname = 'vessel_positions' order by 1`,
        ),
      ).map((r) => r.name);
    expect(await partitions()).toContain('vessel_positions_y2025m01');
    const dropped = await new PositionPartitions(ctx.database).dropBefore(Date.UTC(2025, 1, 1));
    expect(dropped).toEqual(['vessel_positions_y2025m01', 'vessel_track_overview_y2025m01']);
    expect(await partitions()).not.toContain('vessel_positions_y2025m01');
    // The months in use stay, with their rows.
    expect(
      await count(ctx.database, 'select count(*)::int as n from vessel_positions where mmsi = $1', [MMSI]),
    ).toBe(22);
  });
});

describe('vessel calls', () => {
  it('location: views.md §3 fields in the §9 wire units', async () => {
    const { statusCode, data } = await call(app, member, 'GET', `/application/vessel/location?mmsi=${MMSI}`);
    expect(statusCode).toBe(20000);
    expect(data).toMatchObject({ mmsi: MMSI, lat: 22_300_000, dest: 'NLRTM', navStatus: 0 });
    expect((data.sog * 3600) / 1000 / 1852).toBeCloseTo(12.5, 2);
    expect(data.hdg / 100 / 2).toBe(91);
    expect(Date.parse(data.eta)).toBeGreaterThan(NOW - 32 * 86_400_000);
    const cached = await call(app, member, 'GET', `/application/vessel/cached/location?mmsi=${MMSI}`);
    expect(cached.data).toEqual(data);
  });

  it('info and current: particulars with the flag from the MID', async () => {
    const info = await call(app, member, 'GET', `/application/vessel/info?mmsi=${MMSI}`);
    expect(info.data).toMatchObject({
      imo: 9811000,
      name: 'TRACKLANE PIONEER',
      callsign: 'VRXY9',
      length: 366,
      beam: 51,
      draught: 14.2,
      aisClass: 'A',
    });
    expect(info.data.flag).toMatch(/Hong Kong/);
    // Issue 20: the code the web names in the reader's language, not the ITU's official name.
    expect(info.data.flagCode).toBe('HK');
    expect(info.data.position).toBeUndefined();
    const current = await call(app, member, 'GET', `/application/vessel/current?mmsi=${MMSI}`);
    expect(current.data.position.lon).toBe(114_060_000);
  });

  it('history and track: oldest first within the range; start not before end is 40000', async () => {
    const begin = new Date(NOW - 5 * MINUTE - 1000).toISOString();
    const history = await call(app, member, 'GET', `/application/vessel/history?mmsi=${MMSI}&begin=${begin}`);
    const times = history.data.map((p: { time: string }) => Date.parse(p.time));
    expect(times.length).toBeGreaterThanOrEqual(9);
    expect(times.every((t: number, i: number) => i === 0 || t > times[i - 1])).toBe(true);
    expect(times[0]).toBeGreaterThanOrEqual(Date.parse(begin));
    const end = new Date(NOW - 5 * MINUTE).toISOString();
    const start = new Date(NOW - 20 * MINUTE).toISOString();
    const track = await call(
      app,
      member,
      'GET',
      `/application/vessel?mmsi=${MMSI}&startTime=${start}&endTime=${end}`,
    );
    // Kept every 30 s from 11 min ago: 11:00 … 5:30 before now.
    expect(track.data.length).toBe(12);
    const bad = await call(
      app,
      member,
      'GET',
      `/application/vessel?mmsi=${MMSI}&startTime=${end}&endTime=${end}`,
    );
    expect(bad.statusCode).toBe(40000);
    expect(bad.message).toBe('startTime must be before endTime');
  });

  it('keeps a 10-minute overview, and a longer range never shows fewer points than a shorter one', async () => {
    // Eleven minutes of reports every 10 s: an overview point when it started and 10 min later
    // (and one per out-of-order report of the earlier test).
    const overview = rowsOf<{ at: Date }>(
      await ctx.database.executeSql('select at from vessel_track_overview where mmsi = $1 order by at', [
        MMSI,
      ]),
    ).map((r) => new Date(r.at).getTime());
    expect(overview).toEqual(expect.arrayContaining([SAILING_FROM, SAILING_FROM + 10 * MINUTE]));
    expect(overview.length).toBeLessThan(6); // of the 70-odd reports stored in full
    const times = async (days: number) =>
      (
        await call(
          app,
          member,
          'GET',
          `/application/vessel?mmsi=${MMSI}&startTime=${new Date(NOW - days * 86_400_000).toISOString()}&endTime=${new Date(NOW).toISOString()}`,
        )
      ).data.map((p: { time: string }) => Date.parse(p.time));
    // Issue 20: a week read the overview alone (3-4 points where a day showed 41, and not the
    // newest); the last three days of any range now come from the full track.
    const [day, week, month] = [await times(1), await times(7), await times(30)];
    expect(day.length).toBeGreaterThan(overview.length);
    expect(week).toEqual(day);
    expect(month).toEqual(day);
  });

  it('search by name, MMSI or IMO; an unknown vessel is 40400', async () => {
    for (const kw of ['pioneer', String(MMSI), '9811000', 'TRACKLANE']) {
      const { data } = await call(app, member, 'GET', `/vessel2/vessels?kw=${kw}`);
      expect(
        data.map((v: { mmsi: number }) => v.mmsi),
        kw,
      ).toEqual([MMSI]);
    }
    expect((await call(app, member, 'GET', '/vessel2/vessels?kw=NOSUCHSHIP')).data).toEqual([]);
    const missing = await call(app, member, 'GET', '/application/vessel/info?mmsi=999999999');
    expect(missing.statusCode).toBe(40400);
    const invalid = await call(app, member, 'GET', '/application/vessel/info?mmsi=abc');
    expect(invalid.statusCode).toBe(40000);
  });
});
