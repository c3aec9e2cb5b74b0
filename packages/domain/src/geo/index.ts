/** Sea geography: great-circle maths and routes over the marnet sea-lane graph (pure, no I/O). */
export {
  densify,
  distanceNm,
  EARTH_RADIUS_NM,
  initialBearingDeg,
  interpolateGreatCircle,
  wrapLon,
} from './great-circle.js';
export { marnetLinesFrom, portApproachesFrom } from './marnet-lines.js';
export { buildNetwork, MAX_PIECE_NM, type Network } from './noding.js';
export {
  createPortSeaRouter,
  type PortSeaRouter,
  type PortSeaRouterInput,
  type RoutablePort,
} from './port-sea-router.js';
export { MAX_PORT_LEG_NM, routeBetween, type SeaAccess, seaAccess } from './route-between.js';
export {
  dedupeRoutePoints,
  longitudeGapDeg,
  PLAN_LON_WRAP_DEG,
  PLAN_MIN_LON_GAP_DEG,
  ROUTE_DEDUPE_DEG,
  shouldPlanRoute,
  unwrapLongitudes,
} from './route-smoothing.js';
export { buildSeaGraph, joinNodes, type SeaGraph } from './sea-graph.js';
export { pointAlong, toSeaPath } from './sea-path.js';
export { type Endpoint, shortestPath } from './shortest-path.js';
export type { LonLat, SeaPath } from './types.js';
