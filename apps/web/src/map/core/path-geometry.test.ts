import { describe, expect, it } from 'vitest';
import {
  alignLongitudes,
  compactLongitudes,
  distanceKm,
  pointAlong,
  screenHeading,
  splitPath,
  unwrapPath,
} from './path-geometry';

describe('path geometry', () => {
  it('measures a degree of latitude as about 111 km', () => {
    expect(distanceKm([0, 0], [0, 1])).toBeCloseTo(111.2, 0);
  });

  it('gives screen headings clockwise from north', () => {
    expect(screenHeading([0, 0], [0, 1])).toBeCloseTo(0);
    expect(screenHeading([0, 0], [1, 0])).toBeCloseTo(90);
    expect(screenHeading([0, 0], [0, -1])).toBeCloseTo(180);
    expect(screenHeading([0, 0], [-1, 0])).toBeCloseTo(270);
  });

  it('finds the point at a fraction of the length, clamped to the ends', () => {
    const path: [number, number][] = [
      [0, 0],
      [10, 0],
      [10, 10],
    ];
    expect(pointAlong(path, 0)?.point).toEqual([0, 0]);
    expect(pointAlong(path, 1)?.point).toEqual([10, 10]);
    expect(pointAlong(path, 2)?.point).toEqual([10, 10]);
    const quarter = pointAlong(path, 0.25);
    expect(quarter?.point[0]).toBeCloseTo(5, 1);
    expect(quarter?.heading).toBeCloseTo(90);
    expect(pointAlong(path, 0.75)?.heading).toBeCloseTo(0);
    expect(pointAlong([], 0.5)).toBeNull();
  });

  it('splits a path into a sailed head and a remaining tail sharing the cut', () => {
    const [head, tail] = splitPath(
      [
        [0, 0],
        [10, 0],
        [20, 0],
      ],
      0.75,
    );
    expect(head).toHaveLength(3);
    expect(head[2]?.[0]).toBeCloseTo(15, 1);
    expect(tail[0]).toEqual(head[2]);
    expect(tail[1]).toEqual([20, 0]);
  });

  it('unwraps across the 180° meridian and aligns to a neighbour', () => {
    expect(
      unwrapPath([
        [170, 0],
        [-170, 0],
      ]),
    ).toEqual([
      [170, 0],
      [190, 0],
    ]);
    expect(alignLongitudes([[121.5, 31]], -118)).toEqual([[-238.5, 31]]);
    expect(alignLongitudes([[121.5, 31]], 100)).toEqual([[121.5, 31]]);
  });

  it('compacts longitudes to the narrowest span', () => {
    expect(
      compactLongitudes([
        [-118.25, 33.75],
        [121.48, 31.23],
      ]),
    ).toEqual([
      [241.75, 33.75],
      [121.48, 31.23],
    ]);
    expect(
      compactLongitudes([
        [4.4, 51.9],
        [121.48, 31.23],
      ]),
    ).toEqual([
      [4.4, 51.9],
      [121.48, 31.23],
    ]);
    expect(compactLongitudes([[-238.5, 31]])).toEqual([[-238.5, 31]]);
  });
});
