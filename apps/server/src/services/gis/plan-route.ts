import {
  dedupeRoutePoints,
  type LonLat,
  type PortSeaRouter,
  type SeaPath,
  shouldPlanRoute,
  unwrapLongitudes,
} from '@tracklane/domain';

/**
 * Coordinates for drawing a sea path: longitudes unwrapped so the line is continuous across the
 * 180° meridian (the first point in [−180, 180], each next within 180° of its predecessor), then
 * points within 1e-4° of the previous one dropped (views.md §5).
 */
export function drawableCoordinates(path: SeaPath): [number, number][] {
  return dedupeRoutePoints(unwrapLongitudes(path.points)).map(([lon, lat]) => [lon, lat]);
}

/**
 * The predicted rest of a voyage, from the vessel's last position to the destination, over the
 * marnet graph (GET /gis/route/plan). Empty when the vessel is within 5° of longitude of the
 * destination (views.md §5: no plan then) or when either end is too far from any sea lane: the
 * web draws a plan only when it has more than 10 points, so empty is the quiet "no plan".
 */
export function planSeaRoute(router: PortSeaRouter, start: LonLat, end: LonLat): [number, number][] {
  if (!shouldPlanRoute(start, end)) return [];
  let path: SeaPath | null;
  try {
    path = router.routePoints(start, end);
  } catch {
    // An inland or lake position has no believable sea route; the caller gets no plan.
    return [];
  }
  return path ? drawableCoordinates(path) : [];
}

/**
 * The sea route between two points whatever their distance (GET /vessel2/getRoute), [] when
 * either is inland or no sea path joins them.
 */
export function seaRouteBetween(router: PortSeaRouter, start: LonLat, end: LonLat): [number, number][] {
  try {
    const path = router.routePoints(start, end);
    return path ? drawableCoordinates(path) : [];
  } catch {
    return [];
  }
}
