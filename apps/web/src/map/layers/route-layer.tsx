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

export interface RouteLayerProps {
  id: string;
  data: RouteCollection;
  /**
   * Called once this data is on screen: MapLibre's worker has taken it, every tile of the source
   * has been loaded again with it, and the map has rendered a frame after that.
   */
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
  // The data the source holds. The source is added with the data of its first render, so the
  // route is sent to MapLibre's worker at once, ahead of the land MapView sets after its children.
  const held = useRef(data);

  useEffect(() => {
    map.addSource(id, { type: 'geojson', data: held.current });
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
    const source = map.getSource(id) as GeoJSONSource | undefined;
    if (!source) return;
    let live = true;
    // Not 'idle': that also waits for the land and every other source of the map, which have
    // nothing to do with whether the route is visible.
    const onRender = () => {
      if (!live || !map.getSource(id) || !map.isSourceLoaded(id)) return;
      map.off('render', onRender);
      onDrawnRef.current?.();
    };
    // setData resolves after the worker's result reloaded the source's tiles; data the source
    // was added with is loaded when the source is. Either way, a render with the source loaded is
    // a frame drawn from this data.
    const sent = data === held.current ? Promise.resolve() : source.setData(data);
    held.current = data;
    sent
      .then(() => {
        if (!live) return;
        map.on('render', onRender);
        map.triggerRepaint();
      })
      .catch(() => undefined);
    return () => {
      live = false;
      map.off('render', onRender);
    };
  }, [map, id, data]);

  return null;
}
