import { describe, expect, it } from 'vitest';
import { densify, wrapLon } from './great-circle.js';
import { distanceNm, initialBearingDeg } from './index.js';

// Reference figures: the mean Earth radius 6,371.0088 km is 3,440.07 nm, so one degree of a
// great circle is 60.04 nm and half the equator 10,807.4 nm (1 nm = 1,852 m exactly).
describe('distanceNm', () => {
  it('measures degrees of latitude and the half equator', () => {
    expect(distanceNm([0, 0], [0, 1])).toBeCloseTo(60.04, 2);
    expect(distanceNm([10, 0], [-170, 0])).toBeCloseTo(10_807.4, 0);
  });

  it('takes the short way across the 180° meridian', () => {
    expect(distanceNm([179.5, 0], [-179.5, 0])).toBeCloseTo(60.04, 2);
  });

  it('measures a quarter meridian as 90 degrees', () => {
    expect(distanceNm([33, 0], [33, 90])).toBeCloseTo(90 * 60.04, 0);
  });
});

describe('initialBearingDeg', () => {
  it('points north, east, south and west in [0, 360)', () => {
    expect(initialBearingDeg([0, 0], [0, 1])).toBeCloseTo(0, 6);
    expect(initialBearingDeg([0, 0], [1, 0])).toBeCloseTo(90, 6);
    expect(initialBearingDeg([0, 1], [0, 0])).toBeCloseTo(180, 6);
    expect(initialBearingDeg([0, 0], [-1, 0])).toBeCloseTo(270, 6);
  });

  it('heads east when crossing 180° eastbound', () => {
    expect(initialBearingDeg([179.5, 0], [-179.5, 0])).toBeCloseTo(90, 6);
  });

  it('starts a high-latitude great circle poleward of the parallel', () => {
    // From 50N 0 to 50N 90E the great circle leaves at about 57°, not 90°.
    const course = initialBearingDeg([0, 50], [90, 50]);
    expect(course).toBeGreaterThan(50);
    expect(course).toBeLessThan(65);
  });
});

describe('densify', () => {
  it('splits long legs into pieces no longer than asked, ending on both ends', () => {
    const points = densify([-170, 40], [170, 40], 30);
    expect(points[0]).toEqual([-170, 40]);
    expect(points[points.length - 1]).toEqual([170, 40]);
    for (let i = 1; i < points.length; i++) {
      expect(distanceNm(points[i - 1] ?? [0, 0], points[i] ?? [0, 0])).toBeLessThanOrEqual(30.001);
    }
    // The great circle between two points of one parallel bulges poleward: at 180° it reaches
    // atan(tan 40° / cos 10°) = 40.432N (the pieces are even, so the midpoint is a point).
    expect(Math.max(...points.map((p) => p[1]))).toBeCloseTo(40.432, 2);
  });

  it('folds longitudes into [-180, 180]', () => {
    expect(wrapLon(190)).toBe(-170);
    expect(wrapLon(-190)).toBe(170);
    expect(wrapLon(180)).toBe(180);
  });
});
