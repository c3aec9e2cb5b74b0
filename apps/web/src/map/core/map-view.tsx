import 'maplibre-gl/dist/maplibre-gl.css';
import './map.css';
import { type GeoJSONSource, Map as MapLibreMap, NavigationControl } from 'maplibre-gl';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { markOnce } from '../../shared/perf/mark-once';
import { BaseLayerSwitcher } from '../controls/base-layer-switcher';
import { CursorReadout } from '../controls/cursor-readout';
import { baseStyle, LAND_SOURCE, OCEAN_LAYER } from './base-style';
import { startLandSketch } from './land-sketch';
import { type LandScale, loadLand, prefetchLand } from './load-land';
import { BASE_COLOURS, MAP_LIMITS, TILES } from './map-config';
import { MapContext } from './map-context';
import { ensureWorkerUrl } from './worker-url';

// The workers start (and fetch their script) as soon as a page that shows a map is loading,
// rather than when the map is created after the page's first render.
ensureWorkerUrl();
// Likewise the light land (downloading since index.html's route preload), parsed now: a map
// sketches it the moment it is created and its worker draws it as soon as it has loaded.
loadLand('light').catch(() => undefined);

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
  /**
   * The land on the map: none yet, the light one sketched under the map's canvas while its worker
   * starts, the light one drawn by the map, or the detailed one (which stays).
   */
  const [landDrawn, setLandDrawn] = useState<LandScale | 'none' | 'sketch'>('none');
  const landSent = useRef<LandScale | 'none'>('none');
  const sketchCanvas = useRef<HTMLCanvasElement>(null);
  const sketch = useRef<{ stop(): void } | null>(null);
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
    // Known from the start (the land sketch draws at this camera before the map has loaded).
    showCamera();
    // Downloaded while the style loads (parsed and set in the effects below); a failure stays quiet.
    prefetchLand('detailed').catch(() => undefined);
    // Land at once, before the worker has started: drawn on the canvas under the map's (whose
    // ocean is transparent until its own land is drawn, base-style.ts), in a microtask when the
    // light land is parsed already, so in the first paint of the page.
    loadLand('light')
      .then((land) => {
        const canvas = sketchCanvas.current;
        if (!alive || !canvas || landSent.current !== 'none') return;
        sketch.current = startLandSketch(canvas, instance, land);
        markOnce('tl:land-sketch');
        setLandDrawn((drawn) => (drawn === 'none' ? 'sketch' : drawn));
      })
      .catch(() => undefined);
    instance.on('load', () => {
      markOnce('tl:map-load');
      if (!alive) return;
      showCamera();
      setMap(instance);
      onReadyRef.current?.(instance);
    });
    return () => {
      alive = false;
      sketch.current?.stop();
      sketch.current = null;
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
    sendLand({ map, scale: 'light', alive, sent: landSent, sketch, onDrawn: setLandDrawn });
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
    const setLand = () =>
      sendLand({ map, scale: 'detailed', alive, sent: landSent, sketch, onDrawn: setLandDrawn });
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
      style={{ background: BASE_COLOURS.ocean }}
    >
      <canvas ref={sketchCanvas} className="tl-map-canvas tl-map-sketch" data-testid="land-sketch" />
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
  sketch,
  onDrawn,
}: {
  map: MapLibreMap;
  scale: LandScale;
  alive: { readonly current: boolean };
  sent: { current: LandScale | 'none' };
  sketch: { current: { stop(): void } | null };
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
          // The map draws land itself: the sketch goes, and the map's own ocean shows again.
          sketch.current?.stop();
          sketch.current = null;
          map.setPaintProperty(OCEAN_LAYER, 'background-opacity', 1);
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
