import { describe, expect, it } from 'vitest';
import { MAP_LIMITS, MAPLIBRE_TILE_SIZE, SPEC_MAP } from './map-config';
import { unwrapPath } from './path-geometry';

/** Metres one screen pixel covers on the equator at a zoom counted in `tileSize`-pixel tiles. */
const metresPerPixel = (zoom: number, tileSize: number) => 40_075_016.686 / (tileSize * 2 ** zoom);

/** views.md §2/§9 map constants: applied, or shown equivalent (docs/map-constants.md). */
describe('map constants of views.md §9', () => {
  it('zooms out to and starts at the scales of the spec’s zoom 2 and 3 (256-px tiles)', () => {
    expect(MAP_LIMITS.minZoom).toBe(1);
    expect(MAP_LIMITS.initialZoom).toBe(2);
    expect(metresPerPixel(MAP_LIMITS.minZoom, MAPLIBRE_TILE_SIZE)).toBeCloseTo(
      metresPerPixel(SPEC_MAP.minZoom, SPEC_MAP.tileSize),
      6,
    );
    expect(metresPerPixel(MAP_LIMITS.initialZoom, MAPLIBRE_TILE_SIZE)).toBeCloseTo(
      metresPerPixel(SPEC_MAP.initialZoom, SPEC_MAP.tileSize),
      6,
    );
  });

  it('bounds latitude at ±85 as the spec does', () => {
    expect(MAP_LIMITS.maxLat).toBe(85);
    expect(SPEC_MAP.maxLat).toBe(85);
  });

  it('wraps longitudes so no drawn step spans more than the spec’s 15°', () => {
    // A westbound Pacific crossing reported in ±180° longitudes, 1–9° apart: drawn as one line on
    // one world copy, every step as short as sailed (the spec wraps steps over 15° and 30°).
    const reported: [number, number][] = [
      [170, 30],
      [176, 31],
      [-179, 32],
      [-171, 33],
      [-170, 33.5],
    ];
    const drawn = unwrapPath(reported);
    for (let i = 1; i < drawn.length; i++)
      expect(
        Math.abs((drawn[i] as [number, number])[0] - (drawn[i - 1] as [number, number])[0]),
      ).toBeLessThan(15);
    expect(drawn.map(([lng]) => lng)).toEqual([170, 176, 181, 189, 190]);
  });
});
