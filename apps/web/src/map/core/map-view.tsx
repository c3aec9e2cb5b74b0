import 'maplibre-gl/dist/maplibre-gl.css';
import './map.css';
import { type GeoJSONSource, Map as MapLibreMap, NavigationControl } from 'maplibre-gl';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { markOnce } from '../../shared/perf/mark-once';
import { BaseLayerSwitcher } from '../controls/base-layer-switcher';
import { CursorReadout } from '../controls/cursor-readout';
import { baseStyle, LAND_SOURCE } from './base-style';
import { type LandScale, loadLand, prefetchLand } from './load-land';
import { MAP_LIMITS, TILES } from './map-config';
import { MapContext } from './map-context';
import { ensureWorkerUrl } from './worker-url';

// The workers start (and fetch their script) as soon as a page that shows a map is loading,
// rather than when the map is created after the page's first render.
ensureWorkerUrl();
// Likewise the light land, which every map draws as soon as it has loaded.
prefetchLand('light').catch(() => undefined);

export interface MapViewProps {
  /** Layers (components returning null) and overlays; rendered once the style has loaded. */
  children?: ReactNode;
  /** Called with the map once its style has loaded (tests and page-level effects). */
  onReady?: (map: MapLibreMap) => void;
  /** Pixels covered on the left (an open drawer): the bottom-left readout moves clear of it. */
  leftInset?: number;
  /**
   * While true the land waits: a route is on its way and MapLibre's worker, which handles one job
   * at a time and takes up to a second or two to tile the detailed coastlines on a slow machine,
   * should take the route first. Both lands are still downloaded meanwhile.
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
  /** The land on the map: none yet, the light one, or the detailed one (which stays). */
  const [landDrawn, setLandDrawn] = useState<LandScale | 'none'>('none');
  const landSent = useRef<LandScale | 'none'>('none');
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
    // Downloaded while the style loads (parsed and set in the effects below); a failure stays quiet.
    prefetchLand('detailed').catch(() => undefined);
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

  // The light land goes to MapLibre's worker as soon as the map has loaded and nothing holds it,
  // after what the children added (this effect runs after theirs): without it a map is plain blue
  // until the detailed land is drawn (2.5–3.5 s on a loaded machine, issue 20). A held map (a route
  // on its way) gets it right after the route, a frame or two later, not after an idle map.
  useEffect(() => {
    if (!map || holdLand) return;
    const alive = { current: true };
    sendLand({ map, scale: 'light', alive, sent: landSent, onDrawn: setLandDrawn });
    return () => {
      alive.current = false;
    };
  }, [map, holdLand]);

  // The detailed land goes once nothing holds it and the map is idle, i.e. after the sources the
  // children added (this effect runs after theirs) are loaded and drawn: the worker handles one
  // job at a time, and a route of a few points would otherwise wait behind the land.
  useEffect(() => {
    if (!map || holdLand) return;
    const alive = { current: true };
    const setLand = () => sendLand({ map, scale: 'detailed', alive, sent: landSent, onDrawn: setLandDrawn });
    map.once('idle', setLand);
    map.triggerRepaint();
    return () => {
      alive.current = false;
      map.off('idle', setLand);
    };
  }, [map, holdLand]);

  return (
    <div
      ref={wrapper}
      className="tl-map"
      data-testid="map-view"
      data-map-ready={map ? 'true' : 'false'}
      // 'true' once the detailed land is drawn (screenshots wait for it); data-land says which.
      data-land-drawn={landDrawn === 'detailed' ? 'true' : 'false'}
      data-land={landDrawn}
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

/**
 * Parses a land and hands it to MapLibre's worker, then reports it once drawn. Only ever upwards:
 * the light land never replaces the detailed one, whichever finishes parsing first.
 */
function sendLand({
  map,
  scale,
  alive,
  sent,
  onDrawn,
}: {
  map: MapLibreMap;
  scale: LandScale;
  alive: { readonly current: boolean };
  sent: { current: LandScale | 'none' };
  onDrawn: (scale: LandScale) => void;
}): Promise<void> {
  return (
    loadLand(scale)
      .then((land) => {
        if (!alive.current || sent.current === 'detailed' || sent.current === scale) return;
        sent.current = scale;
        (map.getSource(LAND_SOURCE) as GeoJSONSource | undefined)?.setData(land);
        // Drawn: the first frame rendered once the worker has tiled it. Not 'idle', which also
        // waits for the camera's animations (a fit to the route) to end.
        const drawn = () => {
          const stale = !alive.current || sent.current !== scale;
          if (!stale && !map.isSourceLoaded(LAND_SOURCE)) return;
          map.off('render', drawn);
          if (stale) return;
          markOnce('tl:land-drawn');
          if (scale === 'detailed') markOnce('tl:land-detailed');
          onDrawn(scale);
        };
        map.on('render', drawn);
        map.triggerRepaint();
      })
      // Without land the ocean background still shows the routes; nothing to tell the user.
      .catch(() => undefined)
  );
}
