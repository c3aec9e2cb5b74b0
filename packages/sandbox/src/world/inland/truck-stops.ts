import { distanceNm } from '../geo/index.js';
import type { World } from '../model.js';
import { type TruckPoint, tripsOfPlate, truckTrack } from './trucks.js';

/** views.md §5 and §9: a stop counts only with speed 0 for at least 30 minutes at one point. */
export const MIN_STOP_MS = 30 * 60_000;
/** GPS fixes of a standing truck within this distance are "the same point". */
const SAME_POINT_M = 15;

/** A stop as a GPS platform reports it: where, when the truck stood still and when it moved on. */
export interface TruckStop {
  lon: number;
  lat: number;
  /** The first fix at speed 0 at this point. */
  enter: number;
  /** The first fix after it that moved; null while the truck still stands there. */
  leave: number | null;
  /** Whole minutes from `enter` to `leave` (or to the latest fix while still standing). */
  dwellMinutes: number;
}

const metres = (a: TruckPoint, b: TruckPoint) => distanceNm([a.lon, a.lat], [b.lon, b.lat]) * 1852;

/**
 * The stops in a track, as the platforms find them: runs of fixes at speed 0 that stay at one
 * point, kept only when the truck stood there at least `minMs`. Needs the track in time order.
 */
export function stopsInTrack(points: readonly TruckPoint[], minMs = MIN_STOP_MS): TruckStop[] {
  const stops: TruckStop[] = [];
  let i = 0;
  while (i < points.length) {
    const first = points[i] as TruckPoint;
    if (first.speedKmh !== 0) {
      i += 1;
      continue;
    }
    let j = i + 1;
    while (j < points.length) {
      const p = points[j] as TruckPoint;
      if (p.speedKmh !== 0 || metres(first, p) > SAME_POINT_M) break;
      j += 1;
    }
    const next = points[j];
    const lastStill = points[j - 1] as TruckPoint;
    const until = next ? next.t : lastStill.t;
    if (until - first.t >= minMs)
      stops.push({
        lon: first.lon,
        lat: first.lat,
        enter: first.t,
        leave: next ? next.t : null,
        dwellMinutes: Math.floor((until - first.t) / 60_000),
      });
    i = j;
  }
  return stops;
}

/**
 * The stops of a plate that overlap [from, to], found in its GPS track up to `now` (never
 * later). Each trip is scanned whole so a stop that began before `from` keeps its true start.
 */
export function truckStops(world: World, plate: string, from: number, to: number, now: number): TruckStop[] {
  return tripsOfPlate(world, plate).flatMap((trip) => {
    const start = trip.segments[0]?.start ?? trip.gateIn;
    if (start > Math.min(to, now)) return [];
    const track = truckTrack(world, plate, start, Math.min(trip.gateIn, now));
    return stopsInTrack(track).filter((s) => s.enter <= to && (s.leave ?? now) >= from);
  });
}
