import { densify, distanceNm } from './great-circle.js';
import { MAX_PIECE_NM } from './noding.js';
import { joinNodes, type SeaGraph } from './sea-graph.js';
import { toSeaPath } from './sea-path.js';
import { type Endpoint, shortestPath } from './shortest-path.js';
import type { LonLat, SeaPath } from './types.js';

/**
 * A place farther than this from any lane of the main network (a Caspian or far-inland port)
 * has no believable sea route; routing to it fails loudly rather than drawing a line over land.
 */
export const MAX_PORT_LEG_NM = 300;

/**
 * How a place reaches the lanes: the place itself, then any waypoints outwards (a port's
 * approach), then the lane nodes it may join, each with the distance sailed to reach it.
 */
export interface SeaAccess {
  way: readonly LonLat[];
  joins: readonly Endpoint[];
}

/** Finds where a place joins the graph; throws when the nearest lane is too far to be believable. */
export function seaAccess(graph: SeaGraph, way: readonly LonLat[], label: string): SeaAccess {
  let approachNm = 0;
  for (let i = 1; i < way.length; i++) approachNm += distanceNm(way[i - 1] as LonLat, way[i] as LonLat);
  const nodes = joinNodes(graph, way[way.length - 1] as LonLat);
  const nearest = nodes[0];
  if (!nearest || nearest.legNm > MAX_PORT_LEG_NM) {
    throw new Error(
      `No sea route for ${label}: nearest sea lane is ${Math.round(nearest?.legNm ?? Number.POSITIVE_INFINITY)} nm away`,
    );
  }
  return { way, joins: nodes.map((j) => ({ node: j.node, legNm: approachNm + j.legNm })) };
}

/** Points from the place, through its waypoints, to a lane node, densified like the lanes. */
function legOut(way: readonly LonLat[], node: LonLat): LonLat[] {
  const all = [...way, node];
  const points: LonLat[] = [all[0] as LonLat];
  for (let i = 1; i < all.length; i++) {
    points.push(...densify(all[i - 1] as LonLat, all[i] as LonLat, MAX_PIECE_NM).slice(1));
  }
  return points;
}

/** The shortest sea path between two places over the graph, or null when they are not connected. */
export function routeBetween(graph: SeaGraph, from: SeaAccess, to: SeaAccess): SeaPath | null {
  const start = from.way[0] as LonLat;
  const goal = to.way[0] as LonLat;
  if (distanceNm(start, goal) === 0) return toSeaPath([start]);
  const nodes = shortestPath(graph, from.joins, to.joins, goal);
  if (!nodes) return null;
  const firstNode = graph.coords[nodes[0] as number] as LonLat;
  const lastNode = graph.coords[nodes[nodes.length - 1] as number] as LonLat;
  return toSeaPath([
    ...legOut(from.way, firstNode).slice(0, -1),
    ...nodes.map((node) => graph.coords[node] as LonLat),
    ...legOut(to.way, lastNode).reverse().slice(1),
  ]);
}
