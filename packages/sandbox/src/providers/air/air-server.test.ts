import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AirWorld, bookedFlightsAt, buildAirWorld, FSU_CODES } from '../../world/air/index.js';
import { distanceNm } from '../../world/geo/index.js';
import { ANCHOR } from '../__fixtures__/fixture-voyages.js';
import { fixtureWorld, manualClock } from '../__fixtures__/fixture-world.js';
import { call } from '../__fixtures__/http-client.js';
import { FaultSwitch } from '../faults.js';
import type { RunningServer } from '../http/types.js';
import { startAirServer } from './server.js';

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON payloads
type J = Record<string, any>;
const KEY = 'air-key';
const HOUR = 3_600_000;
const clock = manualClock(ANCHOR);
const faults = new FaultSwitch();
const air: AirWorld = buildAirWorld({ seed: 7, anchor: ANCHOR, awbs: 300 });
let server: RunningServer;

beforeAll(async () => {
  server = await startAirServer({ world: fixtureWorld(7), air, clock, faults, apiKey: KEY });
});
afterAll(() => server.close());

// An AWB whose journey straddles the anchor: booked before, delivered after.
const moving = air.awbs.find((a) => a.events[2]!.at < ANCHOR && a.events.at(-1)!.at > ANCHOR)!;

describe('air cargo server', () => {
  it('shows an AWB with its FSU events only up to now', async () => {
    const r = await call(`${server.url}/v1/awb/${moving.awbNumber.replace('-', '')}`, KEY);
    expect(r.status).toBe(200);
    const body = r.body as J;
    expect(body.awbNumber).toBe(moving.awbNumber);
    expect(body.routing.map((s: J) => s.flightId)).toEqual(bookedFlightsAt(moving, ANCHOR).map((f) => f.id));
    const actual = (body.events as J[]).filter((e) => e.eventClassifier === 'ACT');
    expect(actual.length).toBeGreaterThan(1);
    expect(actual.length).toBeLessThan(moving.events.length);
    for (const e of actual) {
      expect(Date.parse(e.timestamp)).toBeLessThanOrEqual(ANCHOR);
      expect(FSU_CODES[e.code as keyof typeof FSU_CODES]).toBe(e.description);
    }
    expect(body.status).toBe(actual.at(-1)!.code);
    clock.set(moving.events.at(-1)!.at);
    const done = (await call(`${server.url}/v1/awb/${moving.awbNumber}`, KEY)).body as J;
    expect(done.events.map((e: J) => e.code)).toEqual(moving.events.map((e) => e.code));
    expect(done.events.every((e: J) => e.eventClassifier === 'ACT')).toBe(true);
    expect(done.status).toBe('DLV');
    clock.set(ANCHOR);
  });

  it('answers 400 for a bad check digit, 404 for unknown or not yet booked AWBs, 401 without a key', async () => {
    const last = Number(moving.awbNumber.at(-1));
    const bad = await call(`${server.url}/v1/awb/${moving.awbNumber.slice(0, -1)}${(last + 1) % 7}`, KEY);
    expect(bad.status).toBe(400);
    expect((bad.body as J).errors[0].errorCodeMessage).toMatch(/modulus-7/);
    expect((await call(`${server.url}/v1/awb/not-an-awb`, KEY)).status).toBe(400);
    const unknown = ['176-00000000', '176-00000011', '176-00000022'].find((n) => !air.awbByNumber(n))!;
    expect((await call(`${server.url}/v1/awb/${unknown}`, KEY)).status).toBe(404);
    const future = air.awbs.find((a) => a.bookedAt > ANCHOR)!;
    expect((await call(`${server.url}/v1/awb/${future.awbNumber}`, KEY)).status).toBe(404);
    expect((await call(`${server.url}/v1/awb/${moving.awbNumber}`, null)).status).toBe(401);
    expect((await call(`${server.url}/v1/awb/${moving.awbNumber}`, 'wrong')).status).toBe(401);
  });

  it('tracks an airborne flight along the great circle up to now', async () => {
    const flight = air.flightById(air.samples().flightIds[0]!)!;
    const r = await call(`${server.url}/v1/flights/${flight.id}/positions?intervalSec=300`, KEY);
    expect(r.status).toBe(200);
    const body = r.body as J;
    expect(body.status).toBe('active');
    expect(body.actualArrival).toBeNull();
    const o = air.airport(flight.origin)!;
    const d = air.airport(flight.destination)!;
    const total = distanceNm([o.lon, o.lat], [d.lon, d.lat]);
    const ps = body.positions as J[];
    expect(ps.length).toBeGreaterThan(1);
    expect(ps[0]).toMatchObject({ altitudeFt: 0, onGround: true, latitude: expect.closeTo(o.lat, 4) });
    for (const p of ps) {
      expect(Date.parse(p.timestamp)).toBeLessThanOrEqual(ANCHOR);
      const via =
        distanceNm([o.lon, o.lat], [p.longitude, p.latitude]) +
        distanceNm([p.longitude, p.latitude], [d.lon, d.lat]);
      expect(via - total).toBeLessThan(1);
    }
    expect(ps.at(-1)!.altitudeFt).toBeGreaterThan(0);
  });

  it('searches several flights by POST, with and without paths', async () => {
    const ids = air.samples().flightIds.slice(0, 3);
    const url = `${server.url}/v1/flights/positions/search`;
    const post = (body: unknown) => call(url, KEY, { method: 'POST', body: JSON.stringify(body) });
    const withPaths = (await post({ flightIds: [...ids, 'ZZ9999-20260101'], includeFlightPaths: true }))
      .body as J;
    expect(withPaths.flights.map((f: J) => f.flightId)).toEqual(ids);
    expect(withPaths.notFound).toEqual(['ZZ9999-20260101']);
    expect(withPaths.flights.every((f: J) => f.positions.length > 0)).toBe(true);
    const from = new Date(ANCHOR - HOUR).toISOString();
    const narrow = (await post({ flightIds: ids, fromDate: from, includeFlightPaths: true })).body as J;
    for (const f of narrow.flights as J[]) expect(f.positions.length).toBeLessThanOrEqual(61);
    const bare = (await post({ flightIds: ids, includeFlightPaths: false })).body as J;
    expect(bare.flights[0].positions).toBeUndefined();
    expect((await post({ flightIds: [] })).status).toBe(400);
    expect((await post({ flightIds: ids, fromDate: 'yesterday' })).status).toBe(400);
  });

  it('serves airports and 404s unknown flights', async () => {
    const fra = (await call(`${server.url}/v1/airports/fra`, KEY)).body as J;
    expect(fra).toMatchObject({ iata: 'FRA', icao: 'EDDF', country: 'Germany' });
    expect((await call(`${server.url}/v1/airports/QQQ`, KEY)).status).toBe(404);
    expect((await call(`${server.url}/v1/flights/XX1-2026/positions`, KEY)).status).toBe(404);
  });

  it('misbehaves on a fault switched over HTTP', async () => {
    const put = await call(`${server.url}/_sandbox/fault`, KEY, {
      method: 'PUT',
      body: JSON.stringify({ mode: 'error' }),
    });
    expect(put.status).toBe(204);
    expect((await call(`${server.url}/v1/awb/${moving.awbNumber}`, KEY)).status).toBe(500);
    await call(`${server.url}/_sandbox/fault`, KEY, { method: 'DELETE' });
    expect((await call(`${server.url}/v1/awb/${moving.awbNumber}`, KEY)).status).toBe(200);
  });

  it('adds estimated DEP/ARR for the flights ahead, replaced by the FSU ones once flown', async () => {
    const awb = air.awbs.find((a) => a.flights[0]!.actualDeparture > ANCHOR && a.bookedAt < ANCHOR)!;
    const flight = awb.flights[0]!;
    const url = `${server.url}/v1/awb/${awb.awbNumber}`;
    const ahead = (await call(url, KEY)).body as J;
    const est = (ahead.events as J[]).filter((e) => e.eventClassifier === 'EST');
    expect(est.map((e) => e.code).sort()).toEqual(awb.flights.flatMap(() => ['ARR', 'DEP']).sort());
    for (const e of est) expect(Date.parse(e.timestamp)).toBeGreaterThan(ANCHOR);
    expect(ahead.routing[0].estimatedDeparture).toBe(
      est.find((e) => e.flight === flight.flightNumber)?.timestamp,
    );
    clock.set(flight.actualDeparture);
    const flown = (await call(url, KEY)).body as J;
    const dep = (flown.events as J[]).filter((e) => e.code === 'DEP' && e.flight === flight.flightNumber);
    expect(dep.map((e) => [e.eventClassifier, Date.parse(e.timestamp)])).toEqual([
      ['ACT', flight.actualDeparture],
    ]);
    expect(flown.routing[0].estimatedDeparture).toBe(flown.routing[0].actualDeparture);
    clock.set(ANCHOR);
  });

  it('gives a flight its scheduled, calculated and actual times', async () => {
    const flight = air.awbs
      .flatMap((a) => a.flights)
      .find((f) => f.actualDeparture - f.scheduledDeparture >= 60 * 60_000 && f.actualDeparture > ANCHOR)!;
    const url = `${server.url}/v1/flights/${flight.id}/positions`;
    clock.set(flight.actualDeparture - 2 * HOUR);
    const before = (await call(url, KEY)).body as J;
    expect(before.status).toBe('scheduled');
    expect(before.actualDeparture).toBeNull();
    const calculated = Date.parse(before.calculatedDeparture);
    expect(calculated).toBeGreaterThan(flight.scheduledDeparture);
    expect(calculated).toBeGreaterThan(clock.now());
    expect(Date.parse(before.scheduledDeparture)).toBe(flight.scheduledDeparture);
    clock.set(flight.actualArrival);
    const landed = (await call(url, KEY)).body as J;
    expect(landed.calculatedDeparture).toBe(landed.actualDeparture);
    expect(landed.calculatedArrival).toBe(landed.actualArrival);
    expect(Date.parse(landed.estimatedArrival)).toBe(flight.actualArrival);
    clock.set(ANCHOR);
  });
});
