import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../build-world.js';
import { referenceAndRouter } from '../cargo/__fixtures__/small-world.js';
import { distanceNm } from '../geo/index.js';
import type { World } from '../model.js';
import { fenceAt, fencesOfTrip } from './truck-fences.js';
import { MIN_STOP_MS, stopsInTrack, truckStops } from './truck-stops.js';
import { type TruckPoint, type TruckTrip, truckTripOf } from './trucks.js';

const ANCHOR = Date.UTC(2026, 4, 4, 12);
const MIN = 60_000;
const EVER = [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER] as const;
let world: World;
let trips: TruckTrip[];

function build(): World {
  const { reference, router } = referenceAndRouter();
  return buildWorld({ seed: 11, anchor: ANCHOR, reference, router, size: { activeContainers: 300 } });
}

function tripsIn(w: World): TruckTrip[] {
  return w.shipments
    .filter((s) => s.preCarriage?.mode === 'TRUCK' && s.status === 'CONFIRMED')
    .flatMap((s) => s.containers.flatMap((c) => truckTripOf(w, s, c.number) ?? []));
}

beforeAll(() => {
  world = build();
  trips = tripsIn(world);
}, 60_000);

const parked = (trip: TruckTrip) => trip.segments.filter((s) => s.stop !== null);
const point = (t: number, lon: number, speedKmh = 0): TruckPoint => ({
  t,
  lon,
  lat: 31,
  speedKmh,
  direction: 0,
});

describe('stop detection on a GPS track', () => {
  it('counts 30 minutes at speed 0 at one point, from the first still fix to the first moving one', () => {
    const still = [0, 5, 10, 15, 20, 25].map((m) => point(m * MIN, 121));
    const track = [point(-MIN, 120.99, 40), ...still, point(30 * MIN, 121, 12), point(31 * MIN, 121.01, 40)];
    expect(stopsInTrack(track)).toEqual([{ lon: 121, lat: 31, enter: 0, leave: 30 * MIN, dwellMinutes: 30 }]);
    // One minute less is not a stop.
    const short = track.map((p) => (p.t === 30 * MIN ? { ...p, t: 29 * MIN } : p));
    expect(stopsInTrack(short)).toEqual([]);
  });

  it('ignores a truck that reports speed 0 while it creeps away, and keeps an open stop open', () => {
    const creeping = [0, 10, 20, 30, 40].map((m) => point(m * MIN, 121 + m * 0.0005));
    expect(stopsInTrack(creeping)).toEqual([]);
    const standing = [0, 10, 20, 30, 40].map((m) => point(m * MIN, 121));
    expect(stopsInTrack(standing)).toEqual([{ lon: 121, lat: 31, enter: 0, leave: null, dwellMinutes: 40 }]);
  });
});

describe('truck stops and fences of the simulated world', () => {
  it('finds exactly the parked segments of at least 30 minutes, with their parked time as dwell', () => {
    let shortOnes = 0;
    for (const trip of trips.slice(0, 60)) {
      const expected = parked(trip)
        .filter((s) => s.end - s.start >= MIN_STOP_MS)
        .map((s) => ({
          lon: s.from[0],
          lat: s.from[1],
          enter: s.start,
          leave: s.end,
          dwell: (s.end - s.start) / MIN,
        }));
      shortOnes += parked(trip).length - expected.length;
      const found = truckStops(world, trip.plate, ...EVER, trip.gateIn + 86_400_000);
      expect(
        found.map((s) => ({ lon: s.lon, lat: s.lat, enter: s.enter, leave: s.leave, dwell: s.dwellMinutes })),
        trip.plate,
      ).toEqual(expected.map((e) => ({ ...e, dwell: Math.floor(e.dwell) })));
      expect(found.every((s) => s.dwellMinutes >= 30)).toBe(true);
    }
    // The depot pick-up takes 20–60 minutes, so some parked segments must have been left out.
    expect(shortOnes).toBeGreaterThan(0);
  });

  it('reports nothing after now: a stop under way is open, a later one unknown', () => {
    const trip = trips.find((t) => {
      const wh = t.segments.find((s) => s.stop === 'WAREHOUSE');
      return wh && wh.end - wh.start >= 40 * MIN;
    }) as TruckTrip;
    const wh = trip.segments.find((s) => s.stop === 'WAREHOUSE') as TruckTrip['segments'][number];
    const now = wh.start + 35 * MIN;
    const stops = truckStops(world, trip.plate, ...EVER, now);
    const open = stops.at(-1);
    expect(open).toMatchObject({ enter: wh.start, leave: null, lon: wh.from[0] });
    expect(open?.dwellMinutes).toBeGreaterThanOrEqual(30);
    expect(open?.dwellMinutes).toBeLessThanOrEqual(35);
    expect(stops.every((s) => s.enter <= now && (s.leave ?? now) <= now)).toBe(true);
    expect(truckStops(world, trip.plate, ...EVER, wh.start + 20 * MIN).some((s) => s.enter >= wh.start)).toBe(
      false,
    );
    // A window after the stop does not list it.
    expect(truckStops(world, trip.plate, wh.end + MIN, wh.end + 2 * MIN, trip.gateIn)).not.toContainEqual(
      expect.objectContaining({ enter: wh.start }),
    );
  });

  it('puts the origin fence on the depot, a transfer on the warehouse, the destination at the port', () => {
    for (const trip of trips.slice(0, 60)) {
      const fences = fencesOfTrip(world, trip);
      expect(fences.map((f) => f.fenceType)).toEqual(['ORIGIN', 'TRANSFER', 'DESTINATION']);
      expect(fences.map((f) => f.kind)).toEqual(['DEPOT', 'WAREHOUSE', 'TERMINAL']);
      const [origin, transfer, destination] = fences;
      const pol = world.port(trip.polLocode);
      const warehouse = world.port(trip.warehouseLocode);
      if (!origin || !transfer || !destination || !pol || !warehouse) throw new Error('missing');
      const nmTo = (c: readonly [number, number], p: { lon: number; lat: number }) =>
        distanceNm(c, [p.lon, p.lat]);
      expect(nmTo(origin.center, pol)).toBeLessThan(11);
      expect(nmTo(transfer.center, warehouse)).toBeLessThan(5);
      expect(nmTo(destination.center, pol)).toBeLessThan(3);
      expect(destination.locode).toBe(trip.polLocode);
      expect(transfer.locode).toBe(trip.warehouseLocode);
      // Every stop the GPS shows lies inside one of the trip's fences, and the right one.
      for (const stop of truckStops(world, trip.plate, ...EVER, trip.gateIn)) {
        const seg = parked(trip).find((s) => s.start === stop.enter);
        expect(fenceAt(fences, stop.lon, stop.lat)?.kind).toBe(seg?.stop);
      }
      // The drive between them is outside the warehouse fence half-way.
      const drive = trip.segments.find((s) => s.stop === null && s.from === transfer.center);
      if (drive) {
        const mid = [(drive.from[0] + drive.to[0]) / 2, (drive.from[1] + drive.to[1]) / 2] as const;
        if (distanceNm(drive.from, drive.to) > 2) expect(fenceAt([transfer], mid[0], mid[1])).toBeNull();
      }
    }
  });

  it('is deterministic for a seed', () => {
    const again = build();
    const trip = trips[3] as TruckTrip;
    const twin = tripsIn(again).find((t) => t.containerNumber === trip.containerNumber) as TruckTrip;
    expect(twin.plate).toBe(trip.plate);
    expect(truckStops(again, trip.plate, ...EVER, ANCHOR)).toEqual(
      truckStops(world, trip.plate, ...EVER, ANCHOR),
    );
    expect(fencesOfTrip(again, twin)).toEqual(fencesOfTrip(world, trip));
  });
});
