import type { LonLat } from './types.js';

/** views.md §5/§9: route points closer than this in both lon and lat are one point. */
export const ROUTE_DEDUPE_DEG = 1e-4;
/** views.md §5: a predicted route is planned only this many degrees of longitude or more away. */
export const PLAN_MIN_LON_GAP_DEG = 5;
/** views.md §9: a raw longitude step above this is read as a crossing of the 180° meridian. */
export const PLAN_LON_WRAP_DEG = 300;

/** Drops each point within ROUTE_DEDUPE_DEG (lon and lat) of the last point kept. */
export function dedupeRoutePoints(points: readonly LonLat[], toleranceDeg = ROUTE_DEDUPE_DEG): LonLat[] {
  const kept: LonLat[] = [];
  for (const point of points) {
    const last = kept[kept.length - 1];
    if (last && Math.abs(point[0] - last[0]) < toleranceDeg && Math.abs(point[1] - last[1]) < toleranceDeg) {
      continue;
    }
    kept.push(point);
  }
  return kept;
}

/**
 * Makes longitudes continuous for drawing: the first point keeps its longitude in [−180, 180],
 * each next one is shifted by a multiple of 360 to lie within 180° of its predecessor. A
 * Los Angeles → Shanghai route thus runs from −118 to about −238.5 (Shanghai's 121.5 − 360)
 * instead of jumping across the whole map at the 180° meridian.
 */
export function unwrapLongitudes(points: readonly LonLat[]): LonLat[] {
  const out: LonLat[] = [];
  let previous: number | undefined;
  for (const [lon, lat] of points) {
    let unwrapped = lon;
    if (previous !== undefined) {
      unwrapped = lon + 360 * Math.round((previous - lon) / 360);
    }
    out.push([unwrapped, lat]);
    previous = unwrapped;
  }
  return out;
}

/** Degrees of longitude between two points, the short way when the raw gap is past the wrap limit. */
export function longitudeGapDeg(a: LonLat, b: LonLat): number {
  const raw = Math.abs(a[0] - b[0]) % 360;
  return raw > PLAN_LON_WRAP_DEG ? 360 - raw : raw;
}

/** Whether a vessel at `lastPoint` is far enough from `destination` to plan the rest of the route. */
export function shouldPlanRoute(lastPoint: LonLat, destination: LonLat): boolean {
  return longitudeGapDeg(lastPoint, destination) >= PLAN_MIN_LON_GAP_DEG;
}
