import { describe, expect, it } from 'vitest';
import {
  dedupeRoutePoints,
  longitudeGapDeg,
  PLAN_MIN_LON_GAP_DEG,
  ROUTE_DEDUPE_DEG,
  shouldPlanRoute,
  unwrapLongitudes,
} from './route-smoothing.js';
import type { LonLat } from './types.js';

describe('dedupeRoutePoints', () => {
  it('drops a point within 1e-4° of the last kept one and keeps one just past it', () => {
    const points: LonLat[] = [
      [10, 20],
      [10 + ROUTE_DEDUPE_DEG / 2, 20 - ROUTE_DEDUPE_DEG / 2],
      [10 + ROUTE_DEDUPE_DEG * 1.5, 20],
      [10 + ROUTE_DEDUPE_DEG * 1.5, 20 + ROUTE_DEDUPE_DEG * 1.5],
    ];
    expect(dedupeRoutePoints(points)).toEqual([points[0], points[2], points[3]]);
  });

  it('compares with the last kept point, so a slow creep is thinned, not kept whole', () => {
    const creep: LonLat[] = Array.from({ length: 10 }, (_, i) => [i * 0.3 * ROUTE_DEDUPE_DEG, 0]);
    // Kept: 0, then the first ≥ 1e-4 away (i = 4: 1.2e-4), then i = 8 (2.4e-4).
    expect(dedupeRoutePoints(creep).map((p) => p[0] / ROUTE_DEDUPE_DEG)).toEqual([0, 4 * 0.3, 8 * 0.3]);
  });
});

describe('unwrapLongitudes', () => {
  it('continues eastwards past 180 instead of jumping to −180', () => {
    const out = unwrapLongitudes([
      [170, 30],
      [179.5, 31],
      [-179.5, 32],
      [-170, 33],
    ]);
    expect(out.map((p) => p[0])).toEqual([170, 179.5, 180.5, 190]);
    expect(out.map((p) => p[1])).toEqual([30, 31, 32, 33]);
  });

  it('continues westwards past −180 and leaves a route that never crosses alone', () => {
    expect(
      unwrapLongitudes([
        [-175, 0],
        [178, 0],
        [150, 0],
      ]).map((p) => p[0]),
    ).toEqual([-175, -182, -210]);
    const atlantic: LonLat[] = [
      [4, 52],
      [-30, 45],
      [-74, 40.6],
    ];
    expect(unwrapLongitudes(atlantic)).toEqual(atlantic);
  });
});

describe('the 5° planning rule', () => {
  it('plans at 5° of longitude or more, not below', () => {
    expect(shouldPlanRoute([100, 0], [100 + PLAN_MIN_LON_GAP_DEG, 10])).toBe(true);
    expect(shouldPlanRoute([100, 0], [104.99, -20])).toBe(false);
    // Latitude alone does not count: the rule is about longitude.
    expect(shouldPlanRoute([100, -40], [101, 40])).toBe(false);
  });

  it('measures the gap the short way across 180°', () => {
    expect(longitudeGapDeg([179, 0], [-179, 0])).toBeCloseTo(2, 9);
    expect(shouldPlanRoute([179, 0], [-179, 0])).toBe(false);
    expect(longitudeGapDeg([170, 0], [-170, 0])).toBeCloseTo(20, 9);
    expect(longitudeGapDeg([-118, 33], [121.5, 31])).toBeCloseTo(239.5, 9);
  });
});
