import { describe, expect, it } from 'vitest';
import { nearestMainNodes } from './node-grid.js';
import type { SeaGraph } from './sea-graph.js';
import type { LonLat } from './types.js';

/** A graph of scattered nodes (no edges needed to rank nodes), every one in the main component. */
function scattered(coords: LonLat[]): SeaGraph {
  return {
    coords,
    offsets: new Int32Array(coords.length + 1),
    targets: new Int32Array(0),
    weights: new Float64Array(0),
    mainNodes: Int32Array.from(coords.keys()),
    componentCount: coords.length,
  };
}

/** The reference answer: score every node, the way joinNodes did before the grid. */
function bruteForce(graph: SeaGraph, point: LonLat, count: number): number[] {
  const k = Math.cos((point[1] * Math.PI) / 180);
  return [...graph.mainNodes]
    .map((node) => {
      const c = graph.coords[node] as LonLat;
      let dx = Math.abs(c[0] - point[0]);
      if (dx > 180) dx = 360 - dx;
      return { node, score: (dx * k) ** 2 + (c[1] - point[1]) ** 2 };
    })
    .sort((a, b) => a.score - b.score)
    .slice(0, count)
    .map((r) => r.node);
}

// Deterministic pseudo-random numbers (a linear congruential generator) for reproducible points.
function lcg(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return s / 4_294_967_296;
  };
}

describe('nearestMainNodes', () => {
  it('finds the same nearest nodes as scoring every node', () => {
    const next = lcg(7);
    const coords: LonLat[] = Array.from({ length: 3_000 }, () => [next() * 360 - 180, next() * 150 - 75]);
    const graph = scattered(coords);
    for (let i = 0; i < 200; i++) {
      const point: LonLat = [next() * 360 - 180, next() * 160 - 80];
      expect(nearestMainNodes(graph, point, 12).map((r) => r.node)).toEqual(bruteForce(graph, point, 12));
    }
  });

  it('looks across the 180° meridian and far away when the neighbourhood is empty', () => {
    const graph = scattered([
      [-179.9, 10],
      [170, 10],
      [0, 60],
    ]);
    expect(nearestMainNodes(graph, [179.9, 10], 2).map((r) => r.node)).toEqual([0, 1]);
    expect(nearestMainNodes(graph, [179.9, 10], 3).map((r) => r.node)).toEqual([0, 1, 2]);
  });
});
