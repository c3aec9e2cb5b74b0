import { joinDanglingEnds } from './dangling-ends.js';
import { densify } from './great-circle.js';
import { NodeTable } from './node-table.js';
import { SegmentGrid } from './segment-grid.js';
import type { LonLat } from './types.js';

/** Long ocean legs are split into great-circle pieces of at most this length. */
export const MAX_PIECE_NM = 60;
const EPS = 1e-9;

export interface Network {
  coords: readonly LonLat[];
  edges: readonly (readonly [number, number])[];
  /** Lane crossings that had no shared vertex, and dangling ends joined to a nearby lane. */
  crossings: number;
  joins: number;
}

interface Split {
  t: number;
  node: number;
}

/**
 * Turns marnet LineStrings into a routable network. The published lines often cross or end on
 * another lane without sharing a vertex (more than a hundred fragments would otherwise be cut
 * off from the main network), so crossings become nodes and dangling ends within a mile of a
 * lane are joined to it.
 */
export function buildNetwork(lines: readonly (readonly LonLat[])[]): Network {
  const nodes = new NodeTable();
  const segments: [number, number][] = [];
  for (const line of lines) {
    let previous: LonLat | undefined;
    for (const point of line) {
      if (previous) {
        const pieces = densify(previous, point, MAX_PIECE_NM);
        for (let i = 1; i < pieces.length; i++) {
          const a = nodes.id(pieces[i - 1] as LonLat);
          const b = nodes.id(pieces[i] as LonLat);
          if (a !== b) segments.push([a, b]);
        }
      }
      previous = point;
    }
  }

  const { coords } = nodes;
  const at = (node: number): LonLat => coords[node] as LonLat;
  const grid = new SegmentGrid();
  segments.forEach(([a, b], i) => {
    // A piece that steps across 180° is tiny; leaving it out of the planar index is harmless.
    if (Math.abs(at(a)[0] - at(b)[0]) <= 180) grid.add(i, at(a), at(b));
  });
  const splits = new Map<number, Split[]>();
  const addSplit = (segment: number, split: Split): void => {
    const list = splits.get(segment);
    if (list) list.push(split);
    else splits.set(segment, [split]);
  };

  const crossings = splitCrossings(segments, grid, at, (p) => nodes.id(p), addSplit);
  const extra: [number, number][] = [];
  const joins = joinDanglingEnds(segments, grid, at, addSplit, extra);

  const edges: [number, number][] = [...extra];
  segments.forEach(([a, b], i) => {
    const inner = splits.get(i);
    if (!inner) {
      edges.push([a, b]);
      return;
    }
    const chain = [a, ...inner.sort((x, y) => x.t - y.t).map((s) => s.node), b];
    for (let k = 1; k < chain.length; k++) {
      const u = chain[k - 1] as number;
      const v = chain[k] as number;
      if (u !== v) edges.push([u, v]);
    }
  });
  return { coords, edges, crossings, joins };
}

function splitCrossings(
  segments: readonly [number, number][],
  grid: SegmentGrid,
  at: (node: number) => LonLat,
  nodeAt: (point: LonLat) => number,
  addSplit: (segment: number, split: Split) => void,
): number {
  let count = 0;
  for (const [cell, bucket] of grid.entries()) {
    for (let x = 0; x < bucket.length; x++) {
      for (let y = x + 1; y < bucket.length; y++) {
        const i = bucket[x] as number;
        const j = bucket[y] as number;
        const [a, b] = segments[i] as [number, number];
        const [c, d] = segments[j] as [number, number];
        if (a === c || a === d || b === c || b === d) continue;
        const pa = at(a);
        const pb = at(b);
        const pc = at(c);
        const pd = at(d);
        // Test each pair once: in the cell holding the lower-left corner of the overlap of
        // their boxes (cheaper than remembering tested pairs).
        const lon = Math.max(Math.min(pa[0], pb[0]), Math.min(pc[0], pd[0]));
        const lat = Math.max(Math.min(pa[1], pb[1]), Math.min(pc[1], pd[1]));
        if (grid.keyOf(lon, lat) !== cell) continue;
        const hit = intersect(pa, pb, pc, pd);
        if (!hit) continue;
        const node = nodeAt(hit.point);
        addSplit(i, { t: hit.t, node });
        addSplit(j, { t: hit.u, node });
        count++;
      }
    }
  }
  return count;
}

/** Proper intersection of segments ab and cd in the lon/lat plane (not at their ends). */
function intersect(
  a: LonLat,
  b: LonLat,
  c: LonLat,
  d: LonLat,
): { point: LonLat; t: number; u: number } | null {
  const rx = b[0] - a[0];
  const ry = b[1] - a[1];
  const sx = d[0] - c[0];
  const sy = d[1] - c[1];
  const denominator = rx * sy - ry * sx;
  if (Math.abs(denominator) < 1e-15) return null;
  const qx = c[0] - a[0];
  const qy = c[1] - a[1];
  const t = (qx * sy - qy * sx) / denominator;
  const u = (qx * ry - qy * rx) / denominator;
  if (t <= EPS || t >= 1 - EPS || u <= EPS || u >= 1 - EPS) return null;
  return { point: [a[0] + t * rx, a[1] + t * ry], t, u };
}
