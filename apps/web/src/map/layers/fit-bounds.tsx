import { LngLatBounds } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useMap } from '../core/map-context';
import { compactLongitudes } from '../core/path-geometry';

export interface FitBoundsProps {
  points: readonly [number, number][];
  /** Pixels covered on the left (an open drawer), so the fitted features stay visible. */
  leftInset?: number;
  padding?: number;
  /** Caps the zoom when fitting features close together (a short truck leg). */
  maxZoom?: number;
  /** Extra room on the right for the name labels drawn to the right of markers. */
  labelRoom?: number;
}

/**
 * Fits the map to all points, or pans (zoom unchanged) when there is one. Fits once per set of
 * points: live refreshes that bring the same places must not undo the user's panning.
 */
export function FitBounds({ points, leftInset = 0, padding, maxZoom = 8, labelRoom }: FitBoundsProps) {
  const map = useMap();
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    const first = points[0];
    if (!first) return;
    const key = `${points.map(([lng, lat]) => `${lng.toFixed(3)},${lat.toFixed(3)}`).join(';')}|${leftInset}`;
    if (fitted.current === key) return;
    fitted.current = key;
    // views.md §9 small screen (< 768 px): the world at the minimum zoom is barely wider than a
    // phone, so the margins shrink there or far-apart ports cannot both fit.
    const small = map.getContainer().clientWidth < 768;
    const pad = padding ?? (small ? 16 : 48);
    const room = labelRoom ?? (small ? 0 : 120);
    const inset = { top: pad, bottom: pad, right: pad + room, left: pad + leftInset };
    if (points.length === 1) {
      // An offset, not padding: MapLibre keeps padding for every later camera move.
      map.easeTo({ center: first, offset: [leftInset / 2, 0], duration: 0 });
      return;
    }
    const compact = compactLongitudes(points);
    const bounds = new LngLatBounds(compact[0], compact[0]);
    for (const point of compact) bounds.extend(point);
    const { width, height } = map.getContainer().getBoundingClientRect();
    // A container smaller than the padding cannot fit anything; MapLibre would warn and give up.
    const fits = width > inset.left + inset.right + 20 && height > inset.top + inset.bottom + 20;
    const camera = map.cameraForBounds(bounds, { padding: fits ? inset : 8, maxZoom });
    // Wider than the screen even at the minimum zoom (a phone, a long voyage): centre the middle
    // of the route there, instead of MapLibre's padding-shifted centre for a zoom it cannot reach.
    if (!camera || camera.zoom === undefined || camera.zoom < map.getMinZoom())
      map.jumpTo({ center: bounds.getCenter(), zoom: map.getMinZoom() });
    else map.jumpTo(camera);
  }, [map, points, leftInset, padding, maxZoom, labelRoom]);
  return null;
}
