import { shouldPlanRoute } from '@tracklane/domain';
import type { Feature, LineString } from 'geojson';
import {
  alignLongitudes,
  distanceKm,
  type Position,
  pointAlong,
  splitPath,
  unwrapPath,
} from '../../../../map/core/path-geometry';
import type { RouteCollection, RouteLineStyle } from '../../../../map/layers/route-layer';
import { isSeaLeg, legTiming, type RouteLeg } from './build-legs';
import { legColour, ROUTE_WIDTH } from './route-colours';

/** The estimated vessel: its path from the leg's departure to the position, and the leg. */
export interface VesselTrack {
  path: Position[];
  position: Position;
  vesselName: string | null;
  /** Degrees from north reported by AIS; null: along the path. */
  heading: number | null;
  source: 'ais' | 'schedule';
}

/** The current sea leg as AIS saw it (see use-ais-route): drawn instead of the estimate. */
export interface AisLegRoute {
  /** RouteLeg.transport of the leg. */
  transport: number;
  /** Track since departure, ending at the position. */
  sailed: Position[];
  /** From the position to the destination. */
  remaining: Position[];
  heading: number | null;
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

/** An AIS track starting further than this from the port has a gap before it. */
const TRACK_GAP_KM = 50;

/**
 * The way from the departure port to the first AIS point when the track does not reach back to
 * the port (AIS was not heard, or not stored, for the start of the voyage): the planned path up
 * to its vertex before the one nearest that point, rather than a straight line across the land.
 */
export function plannedLead(planned: readonly Position[], first: Position | undefined): Position[] {
  const port = planned[0];
  if (!port) return [];
  if (!first) return [port];
  const near = (p: Position) =>
    distanceKm(p, [first[0] + 360 * Math.round((p[0] - first[0]) / 360), first[1]]);
  if (near(port) <= TRACK_GAP_KM) return [port];
  let nearest = 0;
  planned.forEach((p, i) => {
    if (near(p) < near(planned[nearest] as Position)) nearest = i;
  });
  return planned.slice(0, Math.max(1, nearest));
}

/**
 * Turns legs and their paths into drawable lines (views.md §4, §5, §9): past legs solid, future
 * legs dashed, the current leg thicker. The leg AIS follows (`options.ais`) is drawn from the
 * track up to the vessel, solid and thick, then the predicted rest dashed. Without AIS a current
 * sea leg places the vessel on the planned path by the share of the sailing time elapsed;
 * the part sailed is solid, the rest dashed. The remainder follows the sea lanes only when the
 * vessel is 5° of longitude or more from the destination (§5), else it is a straight line.
 */
export function buildRoute(
  legs: readonly RouteLeg[],
  pathOf: (leg: RouteLeg) => Position[],
  now: number,
  options: { delayed: boolean; podCode: string | null; ais?: AisLegRoute | null },
): DrawnRoute {
  const features: Feature<LineString, RouteLineStyle>[] = [];
  const ports = new Map<string, Position>();
  const extent: Position[] = [];
  let vessel: VesselTrack | null = null;
  let podAnchor: Position | null = null;
  let lastSeaAnchor: Position | null = null;
  let anchorLng: number | null = null;

  for (const leg of legs) {
    const ais = options.ais && leg.transport === options.ais.transport ? options.ais : null;
    // Port, sailed track, the rest: one line so it unwraps as a whole; `cut` is the vessel.
    const lead = ais ? plannedLead(pathOf(leg), ais.sailed[0]) : [];
    const aisPath = ais ? [...lead, ...ais.sailed, ...ais.remaining.slice(1), leg.to] : null;
    const cut = ais ? lead.length + ais.sailed.length - 1 : 0;
    // Chain the legs on one world copy: each starts within 180° of where the previous one ended.
    const path = alignLongitudes(unwrapPath(aisPath ?? pathOf(leg)), anchorLng ?? leg.from[0]);
    const first = path[0];
    const last = path[path.length - 1];
    if (!first || !last) continue;
    anchorLng = last[0];
    if (!ports.has(leg.fromCode)) ports.set(leg.fromCode, first);
    if (!ports.has(leg.toCode)) ports.set(leg.toCode, last);
    extent.push(...path);

    // AIS says the vessel is on its way, whatever the schedule's times say.
    const timing = ais ? 'current' : legTiming(leg, now);
    const current = timing === 'current';
    const color = legColour(leg.mode, current, options.delayed);
    if (isSeaLeg(leg)) {
      const middle = pointAlong(path, 0.5)?.point ?? null;
      // The leg into the POD; without one, the last sea leg.
      if (leg.toCode === options.podCode) podAnchor = middle;
      lastSeaAnchor = middle;
    }

    if (ais) {
      const sailed = path.slice(0, cut + 1);
      features.push(line(sailed, { color, width: ROUTE_WIDTH.current, dashed: false }));
      features.push(line(path.slice(cut), { color, width: ROUTE_WIDTH.normal, dashed: true }));
      const position = sailed[sailed.length - 1] as Position;
      vessel = { path: sailed, position, vesselName: leg.vesselName, heading: ais.heading, source: 'ais' };
      continue;
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
    vessel = { path: sailed, position, vesselName: leg.vesselName, heading: null, source: 'schedule' };
  }
  return {
    lines: { type: 'FeatureCollection', features },
    ports,
    vessel,
    delayAnchor: podAnchor ?? lastSeaAnchor,
    extent,
  };
}
