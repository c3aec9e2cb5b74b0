import 'maplibre-gl/dist/maplibre-gl.css';
import './map.css';
import { type GeoJSONSource, Map as MapLibreMap, NavigationControl } from 'maplibre-gl';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { markOnce } from '../../shared/perf/mark-once';
import { BaseLayerSwitcher } from '../controls/base-layer-switcher';
import { CursorReadout } from '../controls/cursor-readout';
import { baseStyle, LAND_SOURCE } from './base-style';
import { loadLand, prefetchLand } from './load-land';
import { MAP_LIMITS, TILES } from './map-config';
import { MapContext } from './map-context';
import { ensureWorkerUrl } from './worker-url';

// The workers start (and fetch their script) as soon as a page that shows a map is loading,
// rather than when the map is created after the page's first render.
ensureWorkerUrl();

export interface MapViewProps {
  /** Layers (components returning null) and overlays; rendered once the style has loaded. */
  children?: ReactNode;
  /** Called with the map once its style has loaded (tests and page-level effects). */
  onReady?: (map: MapLibreMap) => void;
  /** Pixels covered on the left (an open drawer): the bottom-left readout moves clear of it. */
  leftInset?: number;
  /**
   * While true the land waits: a route is on its way and MapLibre's worker, which handles one job
   * at a time and takes up to a second or two to tile the world's coastlines on a slow machine,
   * should take the route first. The land is still downloaded meanwhile.
   */
  holdLand?: boolean;
}

/**
 * Owns one MapLibre map (DESIGN.md §5, after traccar-web's MapView): created on mount, removed on
 * unmount, children rendered only after 'load' so every layer can add its sources at once.
 */
export function MapView({ children, onReady, leftInset = 0, holdLand = false }: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [landDrawn, setLandDrawn] = useState(false);
  const landSent = useRef(false);
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;

  // A layout effect: the map starts (style, WebGL context, the worker's first jobs) before the
  // browser paints the page around it, not one frame or a long paint later.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    markOnce('tl:map-create');
    const instance = new MapLibreMap({
      container: element,
      style: baseStyle(TILES),
      center: MAP_LIMITS.initialCenter,
      zoom: MAP_LIMITS.initialZoom,
      minZoom: MAP_LIMITS.minZoom,
      maxZoom: MAP_LIMITS.maxZoom,
      // Latitude ±85. The spec's longitude ±3600 (ten world copies) means "pan freely": MapLibre 6
      // breaks on a finite range that wide with world copies, and reads ±Infinity as unbounded.
      maxBounds: [
        [Number.NEGATIVE_INFINITY, -MAP_LIMITS.maxLat],
        [Number.POSITIVE_INFINITY, MAP_LIMITS.maxLat],
      ],
      // The server unwraps longitudes past ±180 so trans-Pacific routes stay one continuous line.
      renderWorldCopies: true,
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
    });
    instance.touchZoomRotate.disableRotation();
    instance.addControl(new NavigationControl({ showCompass: false }), 'bottom-right');
    let alive = true;
    // The camera as data attributes: browser tests and embedding pages read it without the map.
    const showCamera = () => {
      const { lng, lat } = instance.getCenter();
      const dataset = wrapper.current?.dataset;
      if (!dataset) return;
      dataset.zoom = instance.getZoom().toFixed(3);
      dataset.center = `${lng.toFixed(4)},${lat.toFixed(4)}`;
    };
    instance.on('moveend', showCamera);
    // Downloaded while the style loads (parsed and set in the effect below); a failure stays quiet.
    prefetchLand().catch(() => undefined);
    instance.on('load', () => {
      markOnce('tl:map-load');
      if (!alive) return;
      showCamera();
      setMap(instance);
      onReadyRef.current?.(instance);
    });
    return () => {
      alive = false;
      setMap(null);
      instance.remove();
    };
  }, []);

  // Land goes to MapLibre's worker once nothing holds it and the map is idle, i.e. after the
  // sources the children added (this effect runs after theirs) are loaded and drawn: the worker
  // handles one job at a time, and a route of a few points would otherwise wait behind the land.
  useEffect(() => {
    if (!map || holdLand) return;
    let alive = true;
    const setLand = () =>
      loadLand()
        .then((land) => {
          if (!alive || landSent.current) return;
          landSent.current = true;
          (map.getSource(LAND_SOURCE) as GeoJSONSource | undefined)?.setData(land);
          map.once('idle', () => alive && setLandDrawn(true));
        })
        // Without land the ocean background still shows the routes; nothing to tell the user.
        .catch(() => undefined);
    map.once('idle', setLand);
    map.triggerRepaint();
    return () => {
      alive = false;
      map.off('idle', setLand);
    };
  }, [map, holdLand]);

  return (
    <div
      ref={wrapper}
      className="tl-map"
      data-testid="map-view"
      data-map-ready={map ? 'true' : 'false'}
      data-land-drawn={landDrawn ? 'true' : 'false'}
    >
      <div ref={container} className="tl-map-canvas" />
      {map && (
        <MapContext.Provider value={map}>
          <CursorReadout leftInset={leftInset} />
          {(TILES.geo || TILES.ocean || TILES.seamark) && <BaseLayerSwitcher tiles={TILES} />}
          {children}
        </MapContext.Provider>
      )}
    </div>
  );
}
