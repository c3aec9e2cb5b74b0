import { describe, expect, it } from 'vitest';
import type { LonLat } from '../model.js';
import { buildNetwork } from './noding.js';
import { buildSeaGraph } from './sea-graph.js';
import { shortestPath } from './shortest-path.js';

/** Node ids of the graph nearest to each point (exact positions in these small networks). */
function nodeAt(coords: readonly LonLat[], point: LonLat): number {
  const index = coords.findIndex((c) => Math.abs(c[0] - point[0]) < 1e-6 && Math.abs(c[1] - point[1]) < 1e-6);
  if (index < 0) throw new Error(`no node at ${point.join(',')}`);
  return index;
}

function route(lines: LonLat[][], from: LonLat, to: LonLat): LonLat[] | null {
  const network = buildNetwork(lines);
  const graph = buildSeaGraph(network);
  const nodes = shortestPath(
    graph,
    [{ node: nodeAt(network.coords, from), legNm: 0 }],
    [{ node: nodeAt(network.coords, to), legNm: 0 }],
    to,
  );
  return nodes?.map((n) => network.coords[n] as LonLat) ?? null;
}

describe('buildNetwork', () => {
  it('joins lanes that end at +180 and −180 on the same latitude', () => {
    const lines: LonLat[][] = [
      [
        [179, 10],
        [180, 10],
      ],
      [
        [-180, 10],
        [-179, 10],
      ],
    ];
    const graph = buildSeaGraph(buildNetwork(lines));
    expect(graph.componentCount).toBe(1);
    expect(route(lines, [179, 10], [-179, 10])).not.toBeNull();
  });

  it('makes a node where two lanes cross without a shared vertex', () => {
    const lines: LonLat[][] = [
      [
        [0, 0],
        [0.5, 0.5],
      ],
      [
        [0, 0.5],
        [0.5, 0],
      ],
    ];
    const network = buildNetwork(lines);
    expect(network.crossings).toBe(1);
    const path = route(lines, [0, 0], [0.5, 0]);
    expect(path).toHaveLength(3);
    expect(path?.[1]?.[0]).toBeCloseTo(0.25, 6);
    expect(path?.[1]?.[1]).toBeCloseTo(0.25, 6);
  });

  it('joins a lane that ends within a mile of another lane, but not one farther off', () => {
    const near: LonLat[][] = [
      [
        [0, 0],
        [0.5, 0],
      ],
      [
        [0.25, 0.5],
        [0.25, 0.01], // 0.6 nm short of the first lane
      ],
    ];
    expect(buildSeaGraph(buildNetwork(near)).componentCount).toBe(1);
    expect(route(near, [0.25, 0.5], [0.5, 0])).not.toBeNull();
    const far: LonLat[][] = [
      near[0] as LonLat[],
      [
        [0.25, 0.5],
        [0.25, 0.05],
      ],
    ]; // 3 nm short
    expect(buildSeaGraph(buildNetwork(far)).componentCount).toBe(2);
  });

  it('splits long legs so no edge is longer than 60 nm', () => {
    const network = buildNetwork([
      [
        [0, 0],
        [10, 0],
      ],
    ]);
    // 10° of equator is 600.4 nm: eleven pieces.
    expect(network.edges).toHaveLength(11);
  });
});
