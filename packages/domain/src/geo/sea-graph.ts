import { distanceNm } from './great-circle.js';
import { nearestMainNodes } from './node-grid.js';
import type { Network } from './noding.js';
import type { LonLat } from './types.js';

/** The routing graph in compressed sparse rows: node u's edges are offsets[u] … offsets[u+1]−1. */
export interface SeaGraph {
  coords: readonly LonLat[];
  offsets: Int32Array;
  targets: Int32Array;
  weights: Float64Array;
  /** Nodes of the largest connected component, the only ones ports join. */
  mainNodes: Int32Array;
  componentCount: number;
}

/** Nodes ranked by flat-earth distance before the exact great-circle measure picks the joins. */
const CANDIDATES = 12;

function find(parent: Int32Array, x: number): number {
  let root = x;
  while (parent[root] !== root) root = parent[root] as number;
  let node = x;
  while (parent[node] !== root) {
    const next = parent[node] as number;
    parent[node] = root;
    node = next;
  }
  return root;
}

export function buildSeaGraph(network: Network): SeaGraph {
  const n = network.coords.length;
  const at = (node: number): LonLat => network.coords[node] as LonLat;
  const degree = new Int32Array(n + 1);
  for (const [u, v] of network.edges) {
    degree[u] = (degree[u] as number) + 1;
    degree[v] = (degree[v] as number) + 1;
  }
  const offsets = new Int32Array(n + 1);
  for (let u = 0; u < n; u++) offsets[u + 1] = (offsets[u] as number) + (degree[u] as number);
  const fill = offsets.slice(0, n);
  const targets = new Int32Array(offsets[n] as number);
  const weights = new Float64Array(offsets[n] as number);
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  for (const [u, v] of network.edges) {
    const nm = distanceNm(at(u), at(v));
    for (const [from, to] of [
      [u, v],
      [v, u],
    ] as const) {
      const slot = fill[from] as number;
      targets[slot] = to;
      weights[slot] = nm;
      fill[from] = slot + 1;
    }
    const ru = find(parent, u);
    const rv = find(parent, v);
    if (ru !== rv) parent[ru] = rv;
  }

  const sizes = new Map<number, number>();
  for (let u = 0; u < n; u++) {
    if (degree[u] === 0) continue;
    const root = find(parent, u);
    sizes.set(root, (sizes.get(root) ?? 0) + 1);
  }
  let mainRoot = -1;
  let mainSize = 0;
  for (const [root, size] of sizes) {
    if (size > mainSize) {
      mainRoot = root;
      mainSize = size;
    }
  }
  const mainNodes = new Int32Array(mainSize);
  let k = 0;
  for (let u = 0; u < n; u++) if (degree[u] !== 0 && find(parent, u) === mainRoot) mainNodes[k++] = u;
  return { coords: network.coords, offsets, targets, weights, mainNodes, componentCount: sizes.size };
}

/**
 * Where a port joins the network: the nearest node of the main component plus any other within
 * `slackNm` of that distance (up to `max`), so a route can leave the port by whichever lane fits.
 */
export function joinNodes(
  graph: SeaGraph,
  point: LonLat,
  max = 3,
  slackNm = 10,
): { node: number; legNm: number }[] {
  // Rank by a cheap flat-earth distance first (exact enough to pick candidates), then measure.
  const best = nearestMainNodes(graph, point, CANDIDATES);
  const found = best
    .map(({ node }) => ({ node, legNm: distanceNm(point, graph.coords[node] as LonLat) }))
    .sort((x, y) => x.legNm - y.legNm);
  const nearest = found[0]?.legNm ?? Number.POSITIVE_INFINITY;
  return found.slice(0, max).filter((j) => j.legNm <= nearest + slackNm);
}
