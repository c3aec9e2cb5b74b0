import {
  dedupeRoutePoints,
  initialBearingDeg,
  type VesselLocation,
  type VesselPosition,
  wrapLon,
} from '@tracklane/domain';
import { distanceKm, type Position, unwrapPath } from '../../../../map/core/path-geometry';
import { degreesOf, lngLatOf } from '../../../vessels';
import { MIN_PLAN_POINTS } from './sea-path';

/** views.md §9 route smoothing: how far ahead a planned route may start behind the vessel. */
export const PROJECTION_MAX_KM = 500;
/** §9: a plan point more than this off the vessel's heading (and within the projection) is behind it. */
export const DIRECTION_TOLERANCE_DEG = 45;
/** §9: the heading is taken over this many recent track points, and needs at least MIN_HISTORY. */
export const HEADING_POINTS = 5;
export const MIN_HISTORY_POINTS = 2;

const time = (p: { time: string }) => Date.parse(p.time);

/**
 * The sailed line: the AIS track (oldest first) ending at the latest position, points within 1e-4°
 * of the previous one dropped (§5), longitudes unwrapped so a Pacific crossing stays one line.
 */
export function sailedTrack(track: readonly VesselPosition[], location: VesselLocation): Position[] {
  const until = time(location);
  const points = track.filter((p) => !(time(p) > until)).map(lngLatOf);
  points.push(lngLatOf(location));
  return unwrapPath(dedupeRoutePoints(points).map(([lng, lat]) => [lng, lat] as Position));
}

/** Where the vessel heads: the bearing over its last HEADING_POINTS points, else null. */
export function trackHeading(points: readonly Position[]): number | null {
  const recent = points.slice(-HEADING_POINTS);
  const first = recent[0];
  const last = recent[recent.length - 1];
  if (recent.length < MIN_HISTORY_POINTS || !first || !last) return null;
  if (distanceKm(first, last) < 0.01) return null;
  return initialBearingDeg(first, last);
}

/** The heading AIS reports (hdg, else cog; 1/200° on the wire), null when neither is usable. */
export function reportedHeading(location: Pick<VesselPosition, 'hdg' | 'cog'>): number | null {
  for (const raw of [location.hdg, location.cog]) {
    const degrees = degreesOf(raw);
    if (degrees !== null && degrees >= 0 && degrees < 360) return degrees;
  }
  return null;
}

const angleBetween = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};

/**
 * The predicted rest of the voyage from the vessel's position along a sea-lane plan (a JSON string
 * of [lng, lat]). The planner starts at the sea-lane node nearest the (rounded) position, which
 * may lie behind the vessel: leading plan points within PROJECTION_MAX_KM that are more than
 * DIRECTION_TOLERANCE_DEG off its heading are dropped, so the line does not double back. A plan of
 * too few points (or none) gives the straight line to the destination.
 */
export function remainingRoute(
  plan: string | null | undefined,
  position: Position,
  heading: number | null,
  to: Position,
): Position[] {
  let points: Position[] = [];
  try {
    const parsed: unknown = plan ? JSON.parse(plan) : [];
    if (Array.isArray(parsed))
      points = parsed.filter(
        (p): p is Position => Array.isArray(p) && Number.isFinite(p[0]) && Number.isFinite(p[1]),
      );
  } catch {
    points = [];
  }
  if (points.length < MIN_PLAN_POINTS) return unwrapPath([position, to]);
  const path = unwrapPath([
    [wrapLon(position[0]), position[1]],
    ...points.map(([lng, lat]) => [lng, lat] as Position),
  ]);
  const at = path[0] as Position;
  let skip = 1;
  while (heading !== null && skip < path.length - 1) {
    const p = path[skip] as Position;
    if (distanceKm(at, p) > PROJECTION_MAX_KM) break;
    if (angleBetween(initialBearingDeg(at, p), heading) <= DIRECTION_TOLERANCE_DEG) break;
    skip++;
  }
  const kept = path.slice(skip);
  const last = kept[kept.length - 1];
  const tail = last && distanceKm(last, to) > 1 ? [to] : [];
  return unwrapPath([at, ...kept, ...tail]);
}
