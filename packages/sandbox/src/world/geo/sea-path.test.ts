import { describe, expect, it } from 'vitest';
import type { LonLat } from '../model.js';
import { pointAlong } from './index.js';
import { toSeaPath } from './sea-path.js';

describe('toSeaPath', () => {
  it('sums segment lengths and drops repeated points', () => {
    const path = toSeaPath([
      [0, 0],
      [0, 1],
      [0, 1],
      [1, 1],
    ]);
    expect(path.points).toHaveLength(3);
    expect(path.cumulativeNm[0]).toBe(0);
    expect(path.cumulativeNm[1]).toBeCloseTo(60.04, 2);
    // 1° of latitude plus 1° of longitude at 1N (60.04 × cos 1° = 60.03 nm).
    expect(path.lengthNm).toBeCloseTo(120.07, 2);
    expect(path.cumulativeNm[2]).toBe(path.lengthNm);
  });

  it('keeps a meridian crossing short: 179.9 → −179.9 is 0.2° of equator', () => {
    const path = toSeaPath([
      [179.9, 0],
      [-179.9, 0],
    ]);
    expect(path.lengthNm).toBeCloseTo(0.2 * 60.04, 3);
    expect(path.points.every(([lon]) => lon >= -180 && lon <= 180)).toBe(true);
  });
});

describe('pointAlong', () => {
  const crossing = toSeaPath([
    [179, 10],
    [179.9, 10],
    [-179.9, 10],
    [-179, 10],
  ]);

  it('interpolates across 180° the short way and keeps lon in [−180, 180]', () => {
    const middle = pointAlong(crossing, crossing.lengthNm / 2);
    expect(Math.abs(middle.lon)).toBeCloseTo(180, 3);
    expect(middle.lat).toBeCloseTo(10, 3);
    expect(middle.courseDeg).toBeGreaterThan(89);
    expect(middle.courseDeg).toBeLessThan(91);
    const [, , third] = crossing.cumulativeNm;
    const east = pointAlong(crossing, (third ?? 0) + 1);
    expect(east.lon).toBeLessThan(-179.8);
    expect(east.lon).toBeGreaterThanOrEqual(-180);
  });

  it('clamps to the ends of the path', () => {
    expect(pointAlong(crossing, -5)).toMatchObject({ lon: 179, lat: 10 });
    const end = pointAlong(crossing, crossing.lengthNm + 100);
    expect(end.lon).toBeCloseTo(-179, 9);
    expect(end.lat).toBeCloseTo(10, 9);
    expect(end.courseDeg).toBeGreaterThan(89);
  });

  it('finds the right segment on a long path', () => {
    // A staircase north then east: odd segments run north, even ones east.
    const points: LonLat[] = [[0, 0]];
    for (let i = 1; i <= 200; i++) {
      const [lon, lat] = points[points.length - 1] ?? [0, 0];
      points.push(i % 2 === 1 ? [lon, lat + 0.1] : [lon + 0.1, lat]);
    }
    const path = toSeaPath(points);
    for (const k of [0, 37, 120, 199]) {
      const start = path.cumulativeNm[k] ?? 0;
      const end = path.cumulativeNm[k + 1] ?? 0;
      const here = pointAlong(path, (start + end) / 2);
      const a = path.points[k] ?? [0, 0];
      const b = path.points[k + 1] ?? [0, 0];
      expect(here.lon).toBeCloseTo((a[0] + b[0]) / 2, 6);
      expect(here.lat).toBeCloseTo((a[1] + b[1]) / 2, 6);
      expect(here.courseDeg).toBeCloseTo(k % 2 === 0 ? 0 : 90, 0);
    }
  });

  it('stays at the single point of a one-point path', () => {
    expect(pointAlong(toSeaPath([[5, 5]]), 10)).toEqual({ lon: 5, lat: 5, courseDeg: 0 });
  });
});
