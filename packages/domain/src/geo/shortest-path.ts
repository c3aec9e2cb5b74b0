import TinyQueue from 'tinyqueue';
import { EARTH_RADIUS_NM } from './great-circle.js';
import type { SeaGraph } from './sea-graph.js';
import type { LonLat } from './types.js';

export interface Endpoint {
  node: number;
  /** Straight leg between the port and this node. */
  legNm: number;
}

// Unit vectors of the nodes, per graph: the heuristic then costs a chord and one asin instead of
// the haversine's trigonometry, evaluated tens of thousands of times per route.
const unitVectors = new WeakMap<SeaGraph, Float64Array>();

function toUnit(lon: number, lat: number, out: Float64Array, at: number): void {
  const λ = (lon * Math.PI) / 180;
  const φ = (lat * Math.PI) / 180;
  out[at] = Math.cos(φ) * Math.cos(λ);
  out[at + 1] = Math.cos(φ) * Math.sin(λ);
  out[at + 2] = Math.sin(φ);
}

function unitVectorsOf(graph: SeaGraph): Float64Array {
  const cached = unitVectors.get(graph);
  if (cached) return cached;
  const xyz = new Float64Array(graph.coords.length * 3);
  for (let i = 0; i < graph.coords.length; i++) {
    const [lon, lat] = graph.coords[i] as LonLat;
    toUnit(lon, lat, xyz, i * 3);
  }
  unitVectors.set(graph, xyz);
  return xyz;
}

interface Entry {
  node: number;
  g: number;
  f: number;
}

/**
 * A* over the sea graph from any of the start nodes to any of the end nodes, each weighted by
 * its leg to the port. The great-circle distance to the destination port is a consistent
 * heuristic (every edge and leg is a great-circle arc), so the first time the best remaining
 * estimate reaches the best complete route, that route is optimal. Returns the node sequence.
 */
export function shortestPath(
  graph: SeaGraph,
  starts: readonly Endpoint[],
  ends: readonly Endpoint[],
  goal: LonLat,
): number[] | null {
  const n = graph.coords.length;
  const g = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const previous = new Int32Array(n).fill(-1);
  const endLeg = new Map(ends.map((e) => [e.node, e.legNm]));
  const xyz = unitVectorsOf(graph);
  const target = new Float64Array(3);
  toUnit(goal[0], goal[1], target, 0);
  // Great-circle distance to the goal from the chord between unit vectors: 2R·asin(chord / 2).
  const heuristic = (node: number): number => {
    const dx = (xyz[node * 3] as number) - (target[0] as number);
    const dy = (xyz[node * 3 + 1] as number) - (target[1] as number);
    const dz = (xyz[node * 3 + 2] as number) - (target[2] as number);
    return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(dx * dx + dy * dy + dz * dz) / 2));
  };
  const queue = new TinyQueue<Entry>([], (x, y) => x.f - y.f);
  for (const start of starts) {
    if (start.legNm < (g[start.node] as number)) {
      g[start.node] = start.legNm;
      queue.push({ node: start.node, g: start.legNm, f: start.legNm + heuristic(start.node) });
    }
  }

  let bestTotal = Number.POSITIVE_INFINITY;
  let bestEnd = -1;
  for (let entry = queue.pop(); entry; entry = queue.pop()) {
    if (entry.f >= bestTotal) break;
    const u = entry.node;
    if (entry.g > (g[u] as number)) continue; // stale entry, a shorter way was found since
    const leg = endLeg.get(u);
    if (leg !== undefined && entry.g + leg < bestTotal) {
      bestTotal = entry.g + leg;
      bestEnd = u;
    }
    for (let k = graph.offsets[u] as number; k < (graph.offsets[u + 1] as number); k++) {
      const v = graph.targets[k] as number;
      const candidate = entry.g + (graph.weights[k] as number);
      if (candidate < (g[v] as number)) {
        g[v] = candidate;
        previous[v] = u;
        queue.push({ node: v, g: candidate, f: candidate + heuristic(v) });
      }
    }
  }
  if (bestEnd < 0) return null;
  const path: number[] = [];
  for (let node = bestEnd; node >= 0; node = previous[node] as number) path.push(node);
  return path.reverse();
}
