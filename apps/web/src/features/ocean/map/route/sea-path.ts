import { distanceKm, type Position, unwrapPath } from '../../../../map/core/path-geometry';

/** views.md §7 Route: a plan is used only with more than 10 points. */
export const MIN_PLAN_POINTS = 11;

/**
 * The drawable path of a sea leg from the route plan (a JSON string of [lng, lat]); a missing,
 * malformed or short plan gives the straight line. The ports are added at both ends when the
 * plan starts or stops at the nearest sea-lane node, so the line meets the port markers.
 */
export function seaLegPath(plan: string | null | undefined, from: Position, to: Position): Position[] {
  let points: Position[] = [];
  try {
    const parsed: unknown = plan ? JSON.parse(plan) : [];
    if (Array.isArray(parsed))
      points = parsed
        .filter(
          (p): p is Position =>
            Array.isArray(p) && p.length >= 2 && Number.isFinite(p[0]) && Number.isFinite(p[1]),
        )
        .map(([lng, lat]) => [lng, lat]);
  } catch {
    points = [];
  }
  if (points.length < MIN_PLAN_POINTS) return unwrapPath([from, to]);
  const path = unwrapPath(points);
  const first = path[0] as Position;
  const last = path[path.length - 1] as Position;
  const head = distanceKm(first, from) > 1 ? [from] : [];
  const tail = distanceKm(last, to) > 1 ? [to] : [];
  return unwrapPath([...head, ...path, ...tail]);
}
