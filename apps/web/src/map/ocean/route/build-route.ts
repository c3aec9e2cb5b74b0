import { shouldPlanRoute } from '@tracklane/domain';
import type { Feature, LineString } from 'geojson';
import { alignLongitudes, type Position, pointAlong, splitPath, unwrapPath } from '../../core/path-geometry';
import type { RouteCollection, RouteLineStyle } from '../../layers/route-layer';
import { isSeaLeg, legTiming, type RouteLeg } from './build-legs';
import { legColour, ROUTE_WIDTH } from './route-colours';

/** The estimated vessel: its path from the leg's departure to the position, and the leg. */
export interface VesselTrack {
  path: Position[];
  position: Position;
  vesselName: string | null;
}

export interface DrawnRoute {
  lines: RouteCollection;
  /** Port points on the same world copy as the lines, by location code. */
  ports: Map<string, Position>;
  vessel: VesselTrack | null;
  /** Midpoint of the vessel leg into the port of discharge, for the delay tooltip. */
  delayAnchor: Position | null;
  /** Everything to fit the view to. */
  extent: Position[];
}

const line = (coordinates: Position[], style: RouteLineStyle): Feature<LineString, RouteLineStyle> => ({
  type: 'Feature',
  geometry: { type: 'LineString', coordinates },
  properties: style,
});

/**
 * Turns legs and their paths into drawable lines (views.md §4, §5, §9): past legs solid, future
 * legs dashed, the current leg thicker. On a current sea leg there is no AIS track yet (a later
 * issue), so the vessel is placed on the planned path by the share of the sailing time elapsed;
 * the part sailed is solid, the rest dashed. The remainder follows the sea lanes only when the
 * vessel is 5° of longitude or more from the destination (§5), else it is a straight line.
 */
export function buildRoute(
  legs: readonly RouteLeg[],
  pathOf: (leg: RouteLeg) => Position[],
  now: number,
  options: { delayed: boolean; podCode: string | null },
): DrawnRoute {
  const features: Feature<LineString, RouteLineStyle>[] = [];
  const ports = new Map<string, Position>();
  const extent: Position[] = [];
  let vessel: VesselTrack | null = null;
  let podAnchor: Position | null = null;
  let lastSeaAnchor: Position | null = null;
  let anchorLng: number | null = null;

  for (const leg of legs) {
    // Chain the legs on one world copy: each starts within 180° of where the previous one ended.
    const path = alignLongitudes(unwrapPath(pathOf(leg)), anchorLng ?? leg.from[0]);
    const first = path[0];
    const last = path[path.length - 1];
    if (!first || !last) continue;
    anchorLng = last[0];
    if (!ports.has(leg.fromCode)) ports.set(leg.fromCode, first);
    if (!ports.has(leg.toCode)) ports.set(leg.toCode, last);
    extent.push(...path);

    const timing = legTiming(leg, now);
    const current = timing === 'current';
    const color = legColour(leg.mode, current, options.delayed);
    if (isSeaLeg(leg)) {
      const middle = pointAlong(path, 0.5)?.point ?? null;
      // The leg into the POD; without one, the last sea leg.
      if (leg.toCode === options.podCode) podAnchor = middle;
      lastSeaAnchor = middle;
    }

    if (!current || !isSeaLeg(leg) || leg.start === null || leg.end === null) {
      const width = current ? ROUTE_WIDTH.current : ROUTE_WIDTH.normal;
      features.push(line(path, { color, width, dashed: timing === 'future' }));
      continue;
    }
    const fraction = leg.end > leg.start ? (now - leg.start) / (leg.end - leg.start) : 1;
    const [sailed, rest] = splitPath(path, fraction);
    const position = sailed[sailed.length - 1] ?? first;
    const remainder = shouldPlanRoute(position, last) ? rest : [position, last];
    features.push(line(sailed, { color, width: ROUTE_WIDTH.current, dashed: false }));
    features.push(line(remainder, { color, width: ROUTE_WIDTH.normal, dashed: true }));
    vessel = { path: sailed, position, vesselName: leg.vesselName };
  }
  return {
    lines: { type: 'FeatureCollection', features },
    ports,
    vessel,
    delayAnchor: podAnchor ?? lastSeaAnchor,
    extent,
  };
}
