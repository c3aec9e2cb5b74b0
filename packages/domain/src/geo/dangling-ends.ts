import type { SegmentGrid } from './segment-grid.js';
import type { LonLat } from './types.js';

/** A dangling line end this close (nm) to another lane is joined to it. */
export const JOIN_TOLERANCE_NM = 1;
const NM_PER_DEG = 60;

interface Candidate {
  segment: number;
  t: number;
  nm: number;
}

/** Closest point of segment ab to p in a plane scaled by cos(lat) around p; t ∈ [0, 1]. */
function closest(p: LonLat, a: LonLat, b: LonLat): { t: number; nm: number } {
  const k = Math.cos((p[1] * Math.PI) / 180);
  const ax = (a[0] - p[0]) * k;
  const ay = a[1] - p[1];
  const dx = (b[0] - a[0]) * k;
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length2));
  return { t, nm: Math.hypot(ax + t * dx, ay + t * dy) * NM_PER_DEG };
}

/**
 * Marnet lines often end on another lane without sharing a vertex with it. Each end that only
 * one piece reaches is joined to the nearest lane within the tolerance: inside a piece it splits
 * that piece, at a piece's end it gets a direct edge. Ends on the 180° meridian also look at
 * lanes drawn on the other side (lon ± 360).
 */
export function joinDanglingEnds(
  segments: readonly [number, number][],
  grid: SegmentGrid,
  at: (node: number) => LonLat,
  addSplit: (segment: number, split: { t: number; node: number }) => void,
  extraEdges: [number, number][],
): number {
  const neighbours = new Map<number, Set<number>>();
  const link = (u: number, v: number): void => {
    const set = neighbours.get(u);
    if (set) set.add(v);
    else neighbours.set(u, new Set([v]));
  };
  for (const [a, b] of segments) {
    link(a, b);
    link(b, a);
  }

  let joins = 0;
  for (const [node, set] of neighbours) {
    if (set.size !== 1) continue;
    const p = at(node);
    const queries: LonLat[] = [p];
    if (p[0] > 179) queries.push([p[0] - 360, p[1]]);
    if (p[0] < -179) queries.push([p[0] + 360, p[1]]);
    let best: Candidate | undefined;
    for (const q of queries) {
      for (const segment of grid.near(q)) {
        const [a, b] = segments[segment] as [number, number];
        if (a === node || b === node) continue;
        const hit = closest(q, at(a), at(b));
        if (hit.nm <= JOIN_TOLERANCE_NM && (!best || hit.nm < best.nm)) best = { segment, ...hit };
      }
    }
    if (!best) continue;
    const [a, b] = segments[best.segment] as [number, number];
    if (best.t <= 0 || best.t >= 1) {
      const end = best.t <= 0 ? a : b;
      if (!set.has(end)) extraEdges.push([node, end]);
    } else {
      addSplit(best.segment, { t: best.t, node });
    }
    joins++;
  }
  return joins;
}
