import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seaRouterFor } from '../../reference/load-sea-router.js';
import { AisIngest } from '../../services/ais/ais-ingest.js';
import { scheduleNotices } from '../../services/schedules/__fixtures__/schedule-notices.js';
import { DAY, HOUR, storeTinyWorld } from '../../services/schedules/__fixtures__/tiny-world.js';
import { matchAisTimes } from '../../services/schedules/match-ais-times.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

/**
 * AIS in the schedules, on the tiny world and hand-set tracks (points every 10 minutes, so the
 * 10-minute overview keeps each one):
 * - MAERSK ESSEN (MMSI 219018000 from the schedule) at Rotterdam for A01W: 55 km west until day
 *   −10 − 2 h, inside the 30 km area from day −10 − 2 h (the carrier's actual arrival), moored
 *   1.4 km out from day −10, out of the area at day −9 + 50 h (the carrier's actual departure);
 *   today, 1 h ago, under way at 15 kn off the Yangtze estuary towards Shanghai.
 * - MAERSK EDINBURGH (no MMSI in the schedule; our AIS registry knows IMO 9632179 as MMSI
 *   219632000) at Rotterdam for A02W: leaves the area at day −2 + 18 h (the carrier published no
 *   actual departure).
 */
const ESSEN_MMSI = 219018000;
const EDINBURGH_MMSI = 219632000;
const MIN = 60_000;
const raw = (degrees: number) => Math.round(degrees * 600_000);

let ctx: TestContext;
let app: FastifyInstance;
let olga: Member;
let base: number;
let rtm: { lat: number; lon: number };
const t = (day: number, hours = 0) => base + Math.round(day * DAY) + hours * HOUR;
const iso = (day: number, hours = 0) => new Date(t(day, hours)).toISOString();

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  base = Math.floor(Date.now() / HOUR) * HOUR;
  const ports = app.referenceData.ports;
  await storeTinyWorld(ctx.database, ports, base);
  const port = ports.get('NLRTM')!;
  rtm = { lat: port.lat!, lon: port.lon! };
  const ingest = new AisIngest({ db: ctx.database, mids: app.referenceData.mids });
  const report = (
    mmsi: number,
    at: number,
    lonOffset: number,
    status: number,
    speed: number,
    lat = rtm.lat,
  ) =>
    ingest.accept(
      {
        type: 1,
        mmsi,
        lat: raw(lat),
        lon: raw(rtm.lon - lonOffset),
        speed,
        course: 900,
        heading: 90,
        status,
      },
      at,
    );
  // ESSEN at Rotterdam (1° of longitude at 52° N is 68.7 km).
  for (let at = t(-10, -6); at < t(-10, -2); at += 10 * MIN) report(ESSEN_MMSI, at, 0.8, 0, 150);
  for (let at = t(-10, -2); at < t(-10); at += 10 * MIN) report(ESSEN_MMSI, at, 0.3, 1, 0);
  for (let at = t(-10); at < t(-9, 50); at += 10 * MIN) report(ESSEN_MMSI, at, 0.02, 5, 0);
  report(ESSEN_MMSI, t(-9, 50), 0.6, 0, 120);
  // Today, at sea east of Shanghai.
  ingest.accept(
    {
      type: 1,
      mmsi: ESSEN_MMSI,
      lat: raw(30.9),
      lon: raw(123.2),
      speed: 150,
      course: 2700,
      heading: 270,
      status: 0,
    },
    base - HOUR,
  );
  // EDINBURGH, known to the registry by IMO only.
  ingest.accept({ type: 5, mmsi: EDINBURGH_MMSI, imo: 9632179, shipname: 'MAERSK EDINBURGH' }, t(-4));
  for (let at = t(-3, -1); at < t(-2, 18); at += 10 * MIN) report(EDINBURGH_MMSI, at, 0.02, 5, 0);
  report(EDINBURGH_MMSI, t(-2, 18), 0.6, 0, 120);
  await ingest.flush();
  olga = await registerMember(app, 'olga');
});
afterAll(() => ctx?.cleanup());

const ais = async (reference: string) =>
  (
    await ctx.database.executeSql(
      'select ais_arrival, ais_berth, ais_departure, ais_checked_at from schedule_calls where transport_call_reference = $1',
      [reference],
    )
  ).rows[0] as Record<string, Date | string | null>;
const isoOf = (v: unknown) => (v === null ? null : new Date(v as string).toISOString());

describe('AIS port times of schedule calls', () => {
  it('the ais-match job reads entering, berthing and leaving from the track, the MMSI from the registry when needed', async () => {
    const notices = await scheduleNotices(ctx.database);
    const outcome = await matchAisTimes({
      db: ctx.database,
      ports: app.referenceData.ports,
      now: Date.now(),
    });
    // The AIS times are on the sailings a p2p search prints: the change is announced, once.
    expect(await notices.take()).toHaveLength(1);
    // Past calls of vessels with an MMSI: ESSEN A01W ×3, EDINBURGH A02W CNSHA and NLRTM.
    expect(outcome).toMatchObject({ vessels: 2, calls: 5, matched: 2 });
    const essen = await ais('A01W-NLRTM-3');
    expect([isoOf(essen.ais_arrival), isoOf(essen.ais_berth), isoOf(essen.ais_departure)]).toEqual([
      iso(-10, -2),
      iso(-10),
      iso(-9, 50),
    ]);
    expect(isoOf((await ais('A02W-NLRTM-3')).ais_departure)).toBe(iso(-2, 18));
    // No track at Shanghai: looked at, nothing found.
    const sha = await ais('A01W-CNSHA-1');
    expect(sha.ais_arrival).toBeNull();
    expect(sha.ais_checked_at).not.toBeNull();
    // A second run has nothing left to do (the visits are complete), and nothing to announce.
    expect(
      (await matchAisTimes({ db: ctx.database, ports: app.referenceData.ports, now: Date.now() })).calls,
    ).toBe(0);
    expect(await notices.take()).toEqual([]);
    await notices.stop();
  });

  it('the AIS departure stands in for the missing carrier actual in the on-time figures', async () => {
    const body = await call(
      app,
      olga,
      'GET',
      '/vessel2/schedule/history/byRouteCode?carrier=MAEU&routeCode=AE1',
    );
    // Departures +6, +30, +50, 0 (carrier) and +18 (AIS): 3 on time, mean 104/5 = 20.8 h.
    expect(body.data.figures.departure).toMatchObject({
      measured: 5,
      onTime: 3,
      meanDelayHours: 20.8,
      fromAis: 1,
    });
  });

  it('detect: ATD by default, ATA and ATB on request, beside the carrier’s time', async () => {
    const detect = (q: string) => call(app, olga, 'GET', `/vessel2/route-ais-matching/detect?${q}`);
    const atd = await detect('vessel=MAERSK%20ESSEN&port=NLRTM');
    expect(atd.data).toMatchObject({
      field: 'ATD',
      portCode: 'NLRTM',
      vessel: { mmsi: '219018000' },
      time: iso(-9, 50),
      carrierTime: iso(-9, 50),
      differenceHours: 0,
      source: 'AIS',
    });
    expect(atd.data.positions).toBeGreaterThan(400);
    expect((await detect('vessel=9778791&port=NLRTM&field=ata&voyage=A01W')).data).toMatchObject({
      field: 'ATA',
      time: iso(-10, -2),
      carrierTime: iso(-10, -2),
    });
    expect((await detect('vessel=219018000&port=NLRTM&field=ATB')).data.time).toBe(iso(-10));
    // The carrier's arrival for A02W came 12 h late; EDINBURGH's track only shows it leaving.
    const edinburgh = await detect('vessel=MAERSK%20EDINBURGH&port=NLRTM');
    expect(edinburgh.data).toMatchObject({ time: iso(-2, 18), carrierTime: iso(-2), differenceHours: 18 });
    const elsewhere = await detect('vessel=MAERSK%20ESSEN&port=NLRTM&begin=2001-01-01&end=2001-02-01');
    expect(elsewhere.data).toMatchObject({ time: null, positions: 0 });
    expect((await detect('vessel=NOBODY&port=NLRTM')).statusCode).toBe(40400);
    const bad = await detect('vessel=MAERSK%20ESSEN&port=NLRTM&field=XYZ');
    expect([bad.statusCode, bad.data.issues[0].field]).toEqual([40000, 'field']);
  });

  it('statistics: the ETA from the live position, speed and sea-lane distance beside the carrier’s', async () => {
    const body = await call(app, olga, 'POST', '/application/integration/schedule/statistics', {
      vesselName: 'MAERSK ESSEN',
      voyage: 'A03W',
    });
    const { prediction, calls } = body.data.voyage;
    const router = seaRouterFor(app.referenceData.ports);
    const sha = app.referenceData.ports.get('CNSHA')!;
    const sin = app.referenceData.ports.get('SGSIN')!;
    const toSha = router.routePoints([123.2, 30.9], [sha.lon!, sha.lat!])!.lengthNm;
    const shaSin = router.routePoints([sha.lon!, sha.lat!], [sin.lon!, sin.lat!])!.lengthNm;
    expect(prediction).toMatchObject({
      at: new Date(base - HOUR).toISOString(),
      sogKn: 15,
      speedKn: 15,
      nextPortCode: 'CNSHA',
    });
    expect(prediction.remainingNm).toBe(Math.round(toSha));
    // Leaving the position at 15 kn; then 24 h planned in Shanghai and on to Singapore.
    const atSha = base - HOUR + (toSha / 15) * HOUR;
    const atSin = atSha + 24 * HOUR + (shaSin / 15) * HOUR;
    expect(Date.parse(calls[0].predictedArrival)).toBeCloseTo(atSha, -3);
    expect(Date.parse(calls[1].predictedArrival)).toBeCloseTo(atSin, -3);
    // Beside the carrier's ETA in Shanghai (the estimate, day 5 + 10 h).
    expect(calls[0].predictedVsCarrierHours).toBeCloseTo((atSha - t(5, 10)) / HOUR, 1);
  });
});
