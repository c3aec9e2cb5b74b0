import { initialBearingDeg } from '../geo/index.js';
import type { LonLat, Shipment, World } from '../model.js';
import { rngFor } from '../rng.js';
import { assignUniquePlates } from './plate-registry.js';
import { drawPlate } from './plates.js';
import { planTruckTrip, type TripSegment, type TruckTrip } from './truck-trips.js';

export type { TripSegment, TruckTrip } from './truck-trips.js';

/** One GPS fix, WGS84 (the app shifts to GCJ-02 itself, the provider never does). */
export interface TruckPoint {
  t: number;
  lon: number;
  lat: number;
  speedKmh: number;
  /** Heading, degrees clockwise from north (the providers' `drc`). */
  direction: number;
}

interface Index {
  byPlate: Map<string, { shipment: Shipment; container: string }>;
  plateOf: Map<string, string>;
  trips: Map<string, TruckTrip | null>;
}

const indexes = new WeakMap<World, Index>();

// A container number can come back in a later booking: a truck carries one box of one booking.
const truckKey = (shipment: Shipment, container: string) =>
  `${shipment.carrierBookingReference}/${container}`;

// Plates only need the container number, so the index is cheap; trips are planned on first use.
function indexOf(world: World): Index {
  let index = indexes.get(world);
  if (index) return index;
  const loads = new Map<string, { shipment: Shipment; container: string; place: string }>();
  for (const shipment of world.shipments) {
    const pre = shipment.preCarriage;
    if (pre?.mode !== 'TRUCK' || shipment.status !== 'CONFIRMED') continue;
    for (const box of shipment.containers)
      loads.set(truckKey(shipment, box.number), { shipment, container: box.number, place: pre.fromLocode });
  }
  // The first draw keeps the key the plates always had; redraws add the attempt number.
  const plateOf = assignUniquePlates(loads.keys(), (key, attempt) => {
    const load = loads.get(key);
    if (!load) throw new RangeError(`no truck ${key}`);
    const parts = attempt === 0 ? [load.container] : [load.container, attempt];
    return drawPlate(rngFor(world.seed, 'truck-plate', ...parts), load.place);
  });
  index = { byPlate: new Map(), plateOf, trips: new Map() };
  for (const [key, plate] of plateOf) {
    const load = loads.get(key);
    if (load) index.byPlate.set(plate, { shipment: load.shipment, container: load.container });
  }
  indexes.set(world, index);
  return index;
}

/** The trip that moves one container, or null when it is not trucked in China. */
export function truckTripOf(world: World, shipment: Shipment, container: string): TruckTrip | null {
  const { trips, plateOf } = indexOf(world);
  const key = truckKey(shipment, container);
  if (!trips.has(key)) {
    const plate = plateOf.get(key);
    trips.set(key, plate === undefined ? null : planTruckTrip(world, shipment, container, plate));
  }
  return trips.get(key) ?? null;
}

/** The trips a plate drives (plates are unique per truck, so at most one), oldest first. */
export function tripsOfPlate(world: World, plate: string): TruckTrip[] {
  const entry = indexOf(world).byPlate.get(plate);
  const trip = entry ? truckTripOf(world, entry.shipment, entry.container) : null;
  return trip ? [trip] : [];
}

export function knownPlates(world: World): string[] {
  return [...indexOf(world).byPlate.keys()];
}

// Speed swings around the segment's mean (a < 1 keeps it ≥ 0; the cap keeps it ≤ 90 km/h).
function profile(seg: TripSegment, tau: number): { f: number; speedKmh: number } {
  const hours = (seg.end - seg.start) / 3_600_000;
  const mean = kmBetween(seg.from, seg.to) / hours;
  const a = Math.min(0.35, Math.max(0, 90 / Math.max(mean, 1e-9) - 1));
  const k = 3;
  const w = 2 * Math.PI * k;
  return { f: tau + (a * Math.sin(w * tau)) / w, speedKmh: Math.min(90, mean * (1 + a * Math.cos(w * tau))) };
}

function kmBetween(a: LonLat, b: LonLat): number {
  const rad = Math.PI / 180;
  const x = (b[0] - a[0]) * rad * Math.cos(((a[1] + b[1]) / 2) * rad);
  return Math.hypot(x, (b[1] - a[1]) * rad) * 6371;
}

function placeOn(seg: TripSegment, f: number): LonLat {
  const dx = seg.to[0] - seg.from[0];
  const dy = seg.to[1] - seg.from[1];
  const side = seg.bend * Math.sin(Math.PI * f);
  return [seg.from[0] + dx * f - dy * side, seg.from[1] + dy * f + dx * side];
}

function pointAt(seg: TripSegment, t: number): TruckPoint {
  if (seg.stop) return { t, lon: seg.from[0], lat: seg.from[1], speedKmh: 0, direction: 0 };
  const tau = (t - seg.start) / (seg.end - seg.start);
  const { f, speedKmh } = profile(seg, tau);
  const here = placeOn(seg, f);
  const ahead = placeOn(seg, Math.min(1, f + 0.001));
  const direction = Math.round(initialBearingDeg(here, ahead)) % 360;
  return { t, lon: here[0], lat: here[1], speedKmh: Math.round(speedKmh * 10) / 10, direction };
}

// The truck rolls through the terminal gate at the GTIN time: the fix that ends its last stop.
const GATE_SPEED_KMH = 5;

function gateFix(trip: TruckTrip): TruckPoint | null {
  const last = trip.segments[trip.segments.length - 1];
  if (!last) return null;
  return { t: trip.gateIn, lon: last.to[0], lat: last.to[1], speedKmh: GATE_SPEED_KMH, direction: 0 };
}

/** The fixes of one trip in [from, to]: each segment's time grid, then the gate fix. */
function tripFixes(trip: TruckTrip, from: number, to: number): TruckPoint[] {
  const out: TruckPoint[] = [];
  for (const seg of trip.segments) {
    if (seg.end < from || seg.start > to) continue;
    const step = seg.intervalS * 1000;
    const first = Math.max(0, Math.ceil((from - seg.start) / step));
    for (let t = seg.start + first * step; t < seg.end && t <= to; t += step) out.push(pointAt(seg, t));
  }
  const gate = gateFix(trip);
  if (gate && gate.t >= from && gate.t <= to) out.push(gate);
  return out;
}

/** The GPS points a plate reports in [from, to], on each segment's fixed time grid. */
export function truckTrack(world: World, plate: string, from: number, to: number): TruckPoint[] {
  return tripsOfPlate(world, plate).flatMap((trip) => tripFixes(trip, from, to));
}

/** The last point a plate reported at or before t, or null before its first trip. */
export function truckPosition(world: World, plate: string, t: number): TruckPoint | null {
  const recent = truckTrack(world, plate, t - 20 * 60_000, t);
  if (recent.length > 0) return recent[recent.length - 1] ?? null;
  let last: TruckPoint | null = null;
  for (const trip of tripsOfPlate(world, plate)) {
    const gate = gateFix(trip);
    if (gate && gate.t <= t) last = gate;
  }
  return last;
}
