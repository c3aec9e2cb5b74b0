import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../../world/build-world.js';
import { referenceAndRouter } from '../../world/cargo/__fixtures__/small-world.js';
import { type RailTrip, railTripOf } from '../../world/inland/index.js';
import type { World } from '../../world/model.js';
import { manualClock } from '../__fixtures__/fixture-world.js';
import { call } from '../__fixtures__/http-client.js';
import { FaultSwitch } from '../faults.js';
import type { RunningServer } from '../http/types.js';
import { startRailServer } from './server.js';

const ANCHOR = Date.UTC(2026, 4, 4, 12);
const KEY = 'rail-key';
const clock = manualClock(ANCHOR);
let world: World;
let server: RunningServer;
let trips: RailTrip[];

interface UsEvent {
  eventCode: string;
  eventDateTime: string;
  equipmentId: string;
}

beforeAll(async () => {
  const { reference, router } = referenceAndRouter();
  world = buildWorld({ seed: 5, anchor: ANCHOR, reference, router, size: { activeContainers: 300 } });
  trips = world.shipments
    .filter((s) => s.onCarriage?.mode === 'RAIL' && s.status === 'CONFIRMED')
    .flatMap((s) => s.containers.flatMap((c) => railTripOf(world, c.number) ?? []));
  server = await startRailServer({ world, clock, faults: new FaultSwitch(), apiKey: KEY });
}, 60_000);

afterAll(() => server.close());

describe('rail sightings', () => {
  it('are ordered and match the rail milestones', () => {
    expect(trips.length).toBeGreaterThan(3);
    for (const trip of trips) {
      const times = trip.sightings.map((s) => s.t);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const ms = world
        .milestonesOf(trip.shipment)
        .filter((m) => m.equipmentReference === trip.containerNumber);
      const dep = ms.find((m) => m.key.startsWith('TR:RAIL') && m.code === 'DEPA');
      const arr = ms.find((m) => m.key.startsWith('TR:RAIL') && m.code === 'ARRI');
      expect(trip.sightings.find((s) => s.code === 'D')?.t).toBe(dep?.actual);
      expect(trip.sightings.find((s) => s.code === 'A')?.t).toBe(arr?.actual);
      expect(arr?.locode).toBe(trip.destinationLocode);
      const miles = trip.sightings.map((s) => s.milesToGo);
      expect(miles).toEqual([...miles].sort((a, b) => b - a));
    }
  });

  it('requires the API key and shows nothing from the future', async () => {
    const us = trips.find((t) => t.region === 'US') as RailTrip;
    const mid = us.sightings[Math.floor(us.sightings.length / 2)]?.t ?? 0;
    const url = `${server.url}/v1/us/trips/${us.containerNumber}/history`;
    expect((await call(url, null)).status).toBe(401);
    clock.set(mid);
    const events = ((await call(url, KEY)).body as { events: UsEvent[] }).events;
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThan(us.sightings.length);
    expect(events.every((e) => Date.parse(e.eventDateTime) <= mid)).toBe(true);
    const current = (await call(`${server.url}/v1/us/trips/${us.containerNumber}/current`, KEY))
      .body as UsEvent;
    expect(current).toEqual(events[events.length - 1]);
    clock.set(ANCHOR);
  });

  it('serves EU tracks by container number and is deterministic', async () => {
    const eu = trips.find((t) => t.region === 'EU') as RailTrip;
    expect(eu.railroad).toBe('DB Cargo');
    clock.set(eu.sightings[eu.sightings.length - 1]?.t ?? ANCHOR);
    const reply = await call(`${server.url}/v1/eu/tracks?containerNo=${eu.containerNumber}`, KEY);
    expect((reply.body as { tracks: unknown[] }).tracks).toHaveLength(eu.sightings.length);
    const usPath = `${server.url}/v1/us/trips/${eu.containerNumber}/current`;
    expect((await call(usPath, KEY)).status).toBe(404);
    clock.set(ANCHOR);
    const { reference, router } = referenceAndRouter();
    const again = buildWorld({ seed: 5, anchor: ANCHOR, reference, router, size: { activeContainers: 300 } });
    const first = trips[0] as RailTrip;
    expect(railTripOf(again, first.containerNumber)?.sightings).toEqual(first.sightings);
    expect((await call(`${server.url}/v1/eu/tracks?containerNo=BAD`, KEY)).status).toBe(400);
  });
});
