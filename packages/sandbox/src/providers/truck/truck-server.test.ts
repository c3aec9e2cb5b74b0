import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../../world/build-world.js';
import { referenceAndRouter } from '../../world/cargo/__fixtures__/small-world.js';
import { isValidPlate, type TruckTrip, truckTripOf } from '../../world/inland/index.js';
import type { World } from '../../world/model.js';
import { manualClock } from '../__fixtures__/fixture-world.js';
import { call } from '../__fixtures__/http-client.js';
import { FaultSwitch } from '../faults.js';
import type { RunningServer } from '../http/types.js';
import { startTruckServer } from './server.js';

const ANCHOR = Date.UTC(2026, 4, 4, 12);
const KEY = 'truck-key';
const HOUR = 3_600_000;
const clock = manualClock(ANCHOR);
let world: World;
let server: RunningServer;
let trip: TruckTrip;

interface Point {
  lon: number;
  lat: number;
  spd: number;
  drc: number;
  utc: number;
}

beforeAll(async () => {
  const { reference, router } = referenceAndRouter();
  world = buildWorld({ seed: 5, anchor: ANCHOR, reference, router, size: { activeContainers: 300 } });
  const all = world.shipments
    .filter((s) => s.preCarriage?.mode === 'TRUCK' && s.transportDocumentReference)
    .flatMap((s) => s.containers.flatMap((c) => truckTripOf(world, s, c.number) ?? []));
  trip = all.find((t) => t.gateIn < ANCHOR) as TruckTrip;
  server = await startTruckServer({ world, clock, faults: new FaultSwitch(), apiKey: KEY });
}, 60_000);

afterAll(() => server.close());

const base = () => `${server.url}/v1/vehicles/${encodeURIComponent(trip.plate)}`;
const iso = (t: number) => new Date(t).toISOString();

describe('truck GPS server', () => {
  it('requires the API key', async () => {
    expect((await call(`${base()}/position`, null)).status).toBe(401);
    expect((await call(`${base()}/position`, 'wrong')).status).toBe(401);
  });

  it('serves a track in 1/600000 degree units, and rejects windows over 48 hours', async () => {
    clock.set(ANCHOR);
    const start = trip.gateIn - 40 * HOUR;
    const reply = await call(`${base()}/track?start=${iso(start)}&end=${iso(trip.gateIn)}`, KEY);
    expect(reply.status).toBe(200);
    const { result } = reply.body as { result: { vno: string; points: Point[] } };
    expect(isValidPlate(result.vno)).toBe(true);
    expect(result.points.length).toBeGreaterThan(10);
    const last = result.points[result.points.length - 1] as Point;
    const pol = world.port(trip.polLocode);
    expect(Math.abs(last.lon / 600_000 - (pol?.lon ?? 0))).toBeLessThan(0.1);
    expect(Math.abs(last.lat / 600_000 - (pol?.lat ?? 0))).toBeLessThan(0.1);
    const tooLong = `${base()}/track?start=${iso(start)}&end=${iso(start + 48 * HOUR + 60_000)}`;
    expect((await call(tooLong, KEY)).status).toBe(400);
    expect((await call(`${base()}/track?start=${iso(start)}`, KEY)).status).toBe(400);
  });

  it('never reports a fix after now', async () => {
    const now = (trip.segments[0]?.start ?? 0) + 3 * HOUR;
    clock.set(now);
    const reply = await call(`${base()}/track?start=${iso(now - 47 * HOUR)}&end=${iso(now + HOUR)}`, KEY);
    const points = (reply.body as { result: { points: Point[] } }).result.points;
    expect(points.length).toBeGreaterThan(0);
    expect(points.every((p) => p.utc <= now)).toBe(true);
    const pos = await call(`${base()}/position`, KEY);
    const current = (pos.body as { result: Point }).result;
    expect(current.utc).toBeLessThanOrEqual(now);
    expect(current.utc).toBe(points[points.length - 1]?.utc);
    clock.set(ANCHOR);
  });

  it('binds the B/L’s boxes to plates, and knows nothing of unknown plates', async () => {
    const bl = trip.shipment.transportDocumentReference ?? '';
    const reply = await call(`${server.url}/v1/bindings?businessNumber=${bl}`, KEY);
    const { bindings } = (reply.body as { result: { bindings: { containerNo: string; vno: string }[] } })
      .result;
    expect(bindings).toContainEqual(
      expect.objectContaining({ containerNo: trip.containerNumber, vno: trip.plate }),
    );
    const byBox = await call(`${server.url}/v1/bindings?businessNumber=${trip.containerNumber}`, KEY);
    expect((byBox.body as { result: { bindings: unknown[] } }).result.bindings).toHaveLength(1);
    const unknown = encodeURIComponent('沪A00000');
    expect((await call(`${server.url}/v1/vehicles/${unknown}/position`, KEY)).status).toBe(404);
  });

  it('serves the stops of ≥ 30 minutes at speed 0, none after now, tagged with their fence', async () => {
    clock.set(ANCHOR);
    const reply = await call(`${base()}/stops`, KEY);
    expect(reply.status).toBe(200);
    const stops = (reply.body as { result: { stops: Stop[] } }).result.stops;
    const long = trip.segments.filter((s) => s.stop && s.end - s.start >= 30 * 60_000);
    // The warehouse stop alone lasts 45–150 minutes.
    expect(stops.length).toBeGreaterThan(0);
    expect(stops.map((s) => [s.enterTime, s.leaveTime])).toEqual(long.map((s) => [s.start, s.end]));
    expect(stops.map((s) => s.fenceType)).toEqual(
      long.map(
        (s) => ({ DEPOT: 'ORIGIN', WAREHOUSE: 'TRANSFER', TERMINAL: 'DESTINATION' })[s.stop ?? 'DEPOT'],
      ),
    );
    for (const [i, stop] of stops.entries()) {
      expect(stop.dwellTime).toBe(Math.floor(((long[i]?.end ?? 0) - (long[i]?.start ?? 0)) / 60_000));
      expect(stop.position.lon / 600_000).toBeCloseTo(long[i]?.from[0] ?? 0, 5);
    }
    // A window that ends before the warehouse stop leaves it out; a clock before it hides it.
    const warehouse = trip.segments.find((s) => s.stop === 'WAREHOUSE');
    const before = await call(`${base()}/stops?end=${(warehouse?.start ?? 0) - 1}`, KEY);
    const early = (before.body as { result: { stops: Stop[] } }).result.stops;
    expect(early.every((s) => s.enterTime < (warehouse?.start ?? 0))).toBe(true);
    clock.set((warehouse?.start ?? 0) + 10 * 60_000);
    const mid = (await call(`${base()}/stops`, KEY)).body as { result: { stops: Stop[] } };
    expect(mid.result.stops.every((s) => s.enterTime < (warehouse?.start ?? 0))).toBe(true);
    expect(mid.result.stops.every((s) => (s.leaveTime ?? 0) <= clock.now())).toBe(true);
    clock.set(ANCHOR);
    expect((await call(`${base()}/stops?start=2026-05-02&end=2026-05-01`, KEY)).status).toBe(400);
  });

  it('lists the trip’s fences with each binding, and the stop events of a binding', async () => {
    clock.set(ANCHOR);
    const reply = await call(`${server.url}/v1/bindings?businessNumber=${trip.containerNumber}`, KEY);
    const [binding] = (reply.body as { result: { bindings: Binding[] } }).result.bindings;
    expect(binding?.fences.map((f) => f.fenceType)).toEqual(['ORIGIN', 'TRANSFER', 'DESTINATION']);
    const pol = world.port(trip.polLocode);
    const terminal = binding?.fences[2]?.geometry.center;
    expect(Math.abs((terminal?.lon ?? 0) / 600_000 - (pol?.lon ?? 0))).toBeLessThan(0.05);
    expect(Math.abs((terminal?.lat ?? 0) / 600_000 - (pol?.lat ?? 0))).toBeLessThan(0.05);
    const events = await call(`${server.url}/v1/bindings/${binding?.bindingId}/events`, KEY);
    expect(events.status).toBe(200);
    const result = (events.body as { result: Binding & { events: Stop[] } }).result;
    const stops = (await call(`${base()}/stops`, KEY)).body as { result: { stops: Stop[] } };
    expect(result.events).toEqual(stops.result.stops);
    expect(result.vno).toBe(trip.plate);
    const missing = `${server.url}/v1/bindings/${trip.containerNumber}-1/events`;
    expect((await call(missing, KEY)).status).toBe(404);
  });
});

interface Stop {
  id: string;
  position: { lon: number; lat: number };
  enterTime: number;
  leaveTime: number | null;
  dwellTime: number;
  fenceType: string | null;
}

interface Binding {
  bindingId: string;
  vno: string;
  fences: { fenceType: string; geometry: { center: { lon: number; lat: number }; radius: number } }[];
}
