import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../build-world.js';
import { referenceAndRouter } from '../cargo/__fixtures__/small-world.js';
import { distanceNm } from '../geo/index.js';
import type { Shipment, World } from '../model.js';
import { isValidPlate } from './plates.js';
import {
  knownPlates,
  type TruckTrip,
  tripsOfPlate,
  truckPosition,
  truckTrack,
  truckTripOf,
} from './trucks.js';

const ANCHOR = Date.UTC(2026, 4, 4, 12);
const MIN = 60_000;
let world: World;
let trips: TruckTrip[];

function tripsIn(w: World): TruckTrip[] {
  return w.shipments
    .filter((s: Shipment) => s.preCarriage?.mode === 'TRUCK' && s.status === 'CONFIRMED')
    .flatMap((s) => s.containers.flatMap((c) => truckTripOf(w, s, c.number) ?? []));
}

beforeAll(() => {
  const { reference, router } = referenceAndRouter();
  world = buildWorld({ seed: 11, anchor: ANCHOR, reference, router, size: { activeContainers: 300 } });
  trips = tripsIn(world);
}, 60_000);

const fullTrack = (trip: TruckTrip) =>
  truckTrack(world, trip.plate, trip.segments[0]?.start ?? 0, trip.gateIn).filter(
    (p) => p.t >= (trip.segments[0]?.start ?? 0),
  );

describe('Chinese drayage trucks', () => {
  it('plans a trip for trucked boxes, each with a valid plate', () => {
    expect(trips.length).toBeGreaterThan(5);
    for (const trip of trips) expect(isValidPlate(trip.plate), trip.plate).toBe(true);
    expect(knownPlates(world).every(isValidPlate)).toBe(true);
  });

  it('the plate validator rejects I/O, wrong lengths and unknown provinces', () => {
    expect(isValidPlate('沪A12345')).toBe(true);
    for (const bad of ['沪I12345', '沪A1234O', '沪A1234', '沪A123456', '港A12345', 'AA12345', '沪112345'])
      expect(isValidPlate(bad), bad).toBe(false);
  });

  it('tracks are ordered, inside China, at 0–90 km/h with fixes 10 s–2 min apart while moving', () => {
    for (const trip of trips.slice(0, 40)) {
      const points = fullTrack(trip);
      expect(points.length).toBeGreaterThan(10);
      const bad = points.filter((p, i) => {
        const inChina = p.lon > 73 && p.lon < 135 && p.lat > 18 && p.lat < 54;
        const speedOk = p.speedKmh >= 0 && p.speedKmh <= 90 && p.direction >= 0 && p.direction < 360;
        const prev = points[i - 1];
        if (!prev) return !(inChina && speedOk);
        const hours = (p.t - prev.t) / 3_600_000;
        const moving = p.speedKmh > 0 && prev.speedKmh > 0;
        // Consecutive fixes never imply more than 90 km/h (plus a margin for the curve).
        const km = distanceNm([prev.lon, prev.lat], [p.lon, p.lat]) * 1.852;
        const gapOk = hours > 0 && (!moving || p.t - prev.t <= 2 * MIN) && km / hours < 100;
        return !(inChina && speedOk && gapOk);
      });
      expect(bad.slice(0, 3)).toEqual([]);
    }
  });

  it('stops at least 30 minutes at the warehouse and reaches the terminal at the GTIN time', () => {
    for (const trip of trips.slice(0, 40)) {
      const points = fullTrack(trip);
      const warehouse = world.port(trip.warehouseLocode);
      const pol = world.port(trip.polLocode);
      if (!warehouse || !pol) throw new Error('unknown place');
      const near = (p: { lon: number; lat: number }, at: { lon: number; lat: number }, nm: number) =>
        distanceNm([p.lon, p.lat], [at.lon, at.lat]) < nm;
      const parked = points.filter((p) => p.speedKmh === 0 && near(p, warehouse, 6));
      const first = parked[0];
      const last = parked[parked.length - 1];
      expect(first && last && last.t - first.t).toBeGreaterThanOrEqual(30 * MIN);
      const end = points[points.length - 1];
      expect(end && near(end, pol, 4)).toBe(true);
      expect(Math.abs((end?.t ?? 0) - trip.gateIn)).toBeLessThan(6 * MIN);
      const gtin = world
        .milestonesOf(trip.shipment)
        .find((m) => m.code === 'GTIN' && m.equipmentReference === trip.containerNumber);
      expect(gtin?.actual).toBe(trip.gateIn);
    }
  });

  it('the position is the last fix at or before t', () => {
    const trip = trips[0] as TruckTrip;
    const mid = ((trip.segments[0]?.start ?? 0) + trip.gateIn) / 2;
    const pos = truckPosition(world, trip.plate, mid);
    const before = truckTrack(world, trip.plate, mid - 30 * MIN, mid);
    expect(pos).toEqual(before[before.length - 1]);
    expect(tripsOfPlate(world, trip.plate)).toContain(trip);
  });

  it('is deterministic for a seed', () => {
    const { reference, router } = referenceAndRouter();
    const again = buildWorld({
      seed: 11,
      anchor: ANCHOR,
      reference,
      router,
      size: { activeContainers: 300 },
    });
    const trip = trips[0] as TruckTrip;
    expect(truckTrack(again, trip.plate, trip.gateIn - 6 * 3_600_000, trip.gateIn)).toEqual(
      truckTrack(world, trip.plate, trip.gateIn - 6 * 3_600_000, trip.gateIn),
    );
  });
});
