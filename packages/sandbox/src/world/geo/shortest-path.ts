import TinyQueue from 'tinyqueue';
import type { LonLat } from '../model.js';
import { distanceNm } from './great-circle.js';
import type { SeaGraph } from './sea-graph.js';

export interface Endpoint {
  node: number;
  /** Straight leg between the port and this node. */
  legNm: number;
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
  const heuristic = (node: number): number => distanceNm(graph.coords[node] as LonLat, goal);
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
