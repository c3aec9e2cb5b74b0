import type { FeatureCollection, LineString } from 'geojson';
import type { GeoJSONSource, LineLayerSpecification } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useMap } from '../core/map-context';

/** How one route line is drawn; colours per mode come from the caller (views.md §9). */
export interface RouteLineStyle {
  color: string;
  width: number;
  dashed: boolean;
}

export type RouteCollection = FeatureCollection<LineString, RouteLineStyle>;

const EMPTY: RouteCollection = { type: 'FeatureCollection', features: [] };

export interface RouteLayerProps {
  id: string;
  data: RouteCollection;
  /** Called once the map went idle after this data was set: the route is on screen. */
  onDrawn?: () => void;
}

/**
 * Route lines by mode: one GeoJSON source, a solid and a dashed line layer (MapLibre cannot vary
 * the dash pattern per feature). Adds them once, then only calls setData.
 */
export function RouteLayer({ id, data, onDrawn }: RouteLayerProps) {
  const map = useMap();
  const onDrawnRef = useRef(onDrawn);
  onDrawnRef.current = onDrawn;

  useEffect(() => {
    map.addSource(id, { type: 'geojson', data: EMPTY });
    const paint: LineLayerSpecification['paint'] = {
      'line-color': ['get', 'color'],
      'line-width': ['get', 'width'],
      'line-opacity': 0.95,
    };
    const layout: LineLayerSpecification['layout'] = { 'line-cap': 'round', 'line-join': 'round' };
    map.addLayer({
      id: `${id}-solid`,
      type: 'line',
      source: id,
      filter: ['==', ['get', 'dashed'], false],
      paint,
      layout,
    });
    map.addLayer({
      id: `${id}-dashed`,
      type: 'line',
      source: id,
      filter: ['==', ['get', 'dashed'], true],
      paint: { ...paint, 'line-dasharray': [2, 2] },
      layout: { 'line-join': 'round' },
    });
    return () => {
      if (!map.style) return;
      for (const layer of [`${id}-dashed`, `${id}-solid`]) if (map.getLayer(layer)) map.removeLayer(layer);
      if (map.getSource(id)) map.removeSource(id);
    };
  }, [map, id]);

  useEffect(() => {
    (map.getSource(id) as GeoJSONSource | undefined)?.setData(data);
    let live = true;
    map.once('idle', () => {
      if (live) onDrawnRef.current?.();
    });
    return () => {
      live = false;
    };
  }, [map, id, data]);

  return null;
}
