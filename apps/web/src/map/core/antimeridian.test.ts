import { describe, expect, it } from 'vitest';
import { flattenRing } from './antimeridian';

describe('flattenRing', () => {
  it('leaves an ordinary ring alone', () => {
    const ring = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 0],
    ];
    expect(flattenRing(ring)).toEqual(ring);
  });

  it('makes a ring across the 180° meridian continuous', () => {
    expect(
      flattenRing([
        [179, 60],
        [-179, 60],
        [-179, 65],
        [179, 65],
        [179, 60],
      ]),
    ).toEqual([
      [179, 60],
      [181, 60],
      [181, 65],
      [179, 65],
      [179, 60],
    ]);
  });

  it('closes a ring round the south pole along the bottom of the map', () => {
    const ring = flattenRing([
      [-180, -70],
      [-90, -72],
      [0, -70],
      [90, -68],
      [180, -70],
    ]);
    expect(ring.at(-3)).toEqual([180, -89.9]);
    expect(ring.at(-2)).toEqual([-180, -89.9]);
    expect(ring.at(-1)).toEqual([-180, -70]);
  });
});
