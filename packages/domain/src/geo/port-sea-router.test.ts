import { describe, expect, it } from 'vitest';
import { buildNetwork } from './noding.js';
import { createPortSeaRouter, type RoutablePort } from './port-sea-router.js';
import { MAX_PORT_LEG_NM } from './route-between.js';
import { unwrapLongitudes } from './route-smoothing.js';
import { buildSeaGraph } from './sea-graph.js';
import type { LonLat } from './types.js';

// Two lanes that meet on the 180° meridian, one written at +180, the other at −180.
const graph = buildSeaGraph(
  buildNetwork([
    [
      [170, 10],
      [180, 10],
    ],
    [
      [-180, 10],
      [-170, 10],
    ],
  ]),
);
const ports: Record<string, RoutablePort> = {
  WEST: { locode: 'WEST', name: 'West of 180', lon: 169.8, lat: 10.3 },
  EAST: { locode: 'EAST', name: 'East of 180', lon: -169.8, lat: 10.3 },
  FAR: { locode: 'FAR', name: 'Far inland', lon: 170, lat: 30 },
};
const router = createPortSeaRouter({
  graph,
  findPort: (code) => ports[code],
  approaches: new Map([['EAST', [[-169.9, 10.1] as LonLat]]]),
});

describe('createPortSeaRouter', () => {
  it('routes across 180° the short way, through an approach waypoint', () => {
    const path = router.route('WEST', 'EAST');
    expect(path.points[0]).toEqual([169.8, 10.3]);
    expect(path.points[path.points.length - 1]).toEqual([-169.8, 10.3]);
    expect(path.points).toContainEqual([-169.9, 10.1]);
    // About 20° of longitude at 10N (~1,180 nm), not the 340° the other way round.
    expect(path.lengthNm).toBeGreaterThan(1_150);
    expect(path.lengthNm).toBeLessThan(1_250);
    const lons = unwrapLongitudes(path.points).map((p) => p[0]);
    expect(lons[lons.length - 1]).toBeCloseTo(190.2, 6);
  });

  it('caches a pair, and routes arbitrary positions too', () => {
    expect(router.route('WEST', 'EAST')).toBe(router.route('WEST', 'EAST'));
    const path = router.routePoints([175, 10.5], [-175, 9.5]);
    expect(path?.points[0]).toEqual([175, 10.5]);
    expect(path?.points[path.points.length - 1]).toEqual([-175, 9.5]);
  });

  it('refuses unknown ports and ports too far from any lane', () => {
    expect(() => router.route('NOPE', 'EAST')).toThrow(/Unknown port code "NOPE"/);
    // 20° of latitude from the lanes is far beyond the limit.
    expect(MAX_PORT_LEG_NM).toBeLessThan(20 * 60);
    expect(() => router.route('FAR', 'EAST')).toThrow(/No sea route for port FAR/);
  });
});
