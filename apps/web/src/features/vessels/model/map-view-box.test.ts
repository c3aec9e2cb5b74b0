import { describe, expect, it } from 'vitest';
import { viewBoxOf } from './map-view-box';

describe('viewBoxOf', () => {
  it('rounds a view outwards to whole degrees', () => {
    expect(viewBoxOf({ west: 100.4, south: 10.6, east: 130.2, north: 40.1 })).toEqual({
      west: 100,
      south: 10,
      east: 131,
      north: 41,
    });
  });
  it('wraps world copies and keeps a view across 180° as west > east', () => {
    expect(viewBoxOf({ west: 470.5, south: 0, east: 490, north: 10 })).toEqual({
      west: 110,
      south: 0,
      east: 130,
      north: 10,
    });
    expect(viewBoxOf({ west: 170.5, south: 0, east: 190.5, north: 10 })).toEqual({
      west: 170,
      south: 0,
      east: -169,
      north: 10,
    });
  });
  it('asks for every longitude when the world is in view, and clamps latitudes', () => {
    expect(viewBoxOf({ west: -300, south: -95, east: 300, north: 95 })).toEqual({
      west: -180,
      south: -90,
      east: 180,
      north: 90,
    });
  });
});
