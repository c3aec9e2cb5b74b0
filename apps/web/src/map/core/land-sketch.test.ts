import { MercatorCoordinate } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { mercatorUnit } from './land-sketch';

describe('mercatorUnit', () => {
  it("places points where MapLibre's own projection does, clamped at its latitude limit", () => {
    for (const [lng, lat] of [
      [121.5, 31.2],
      [-118.2, 33.7],
      [0, 0],
      [179.9, -60],
      [-30, 89.9],
      [190, 10],
    ] as const) {
      const theirs = MercatorCoordinate.fromLngLat([lng, Math.max(-85.051129, Math.min(85.051129, lat))]);
      const [x, y] = mercatorUnit([lng, lat]);
      expect(x).toBeCloseTo(theirs.x, 9);
      expect(y).toBeCloseTo(theirs.y, 9);
    }
  });
});
