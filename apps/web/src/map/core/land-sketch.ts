import type { FeatureCollection, Position } from 'geojson';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { BASE_COLOURS } from './map-config';

/** Web Mercator's latitude limit, as MapLibre's. */
const MAX_LAT = 85.051129;

/** Longitude and latitude as Web Mercator's unit square (0..1 across the world), as MapLibre's. */
export function mercatorUnit([lng = 0, lat = 0]: Position): [number, number] {
  const phi = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180;
  return [(lng + 180) / 360, (1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2];
}

/** A land's polygons as one path in the unit square (rings past ±180 run on past 0..1). */
export function landPath(land: FeatureCollection): Path2D {
  const path = new Path2D();
  const ring = (points: readonly Position[]) => {
    points.forEach((point, i) => {
      const [x, y] = mercatorUnit(point);
      if (i === 0) path.moveTo(x, y);
      else path.lineTo(x, y);
    });
    path.closePath();
  };
  for (const { geometry } of land.features) {
    if (geometry?.type === 'Polygon') geometry.coordinates.forEach(ring);
    if (geometry?.type === 'MultiPolygon') for (const polygon of geometry.coordinates) polygon.forEach(ring);
  }
  return path;
}

/**
 * Draws `path` on `canvas` (laid under the map's canvas, the same size) as the map's camera shows
 * it: MapLibre's world is 512 px wide at zoom 0; bearing and pitch are off on every map here.
 */
export function drawLandSketch(canvas: HTMLCanvasElement, map: MapLibreMap, path: Path2D): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { clientWidth: width, clientHeight: height } = canvas;
  const ratio = window.devicePixelRatio || 1;
  if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
  if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, canvas.width, canvas.height);
  const world = 512 * 2 ** map.getZoom();
  const center = map.getCenter();
  const [cx, cy] = mercatorUnit([center.lng, center.lat]);
  // Where the centre is on screen: the middle, unless the camera has padding.
  const at = map.project(center);
  const half = width / 2 / world;
  context.fillStyle = BASE_COLOURS.land;
  context.strokeStyle = BASE_COLOURS.coast;
  context.lineWidth = 0.6 / world;
  // World copies, as the map draws them (rings unwrapped past 180° reach into the next copy).
  for (let copy = Math.floor(cx - half) - 1; copy <= Math.ceil(cx + half); copy++) {
    const x = (at.x + (copy - cx) * world) * ratio;
    context.setTransform(world * ratio, 0, 0, world * ratio, x, (at.y - cy * world) * ratio);
    context.fill(path, 'evenodd');
    context.stroke(path);
  }
}

/**
 * Shows `land` on `canvas` at once, following the camera, until `stop()`: the map itself draws
 * land only once its worker has started and tiled it, which a page's first second does not leave
 * time for (issue 20). Main-thread work: one path of the light land, redrawn per camera move.
 */
export function startLandSketch(
  canvas: HTMLCanvasElement,
  map: MapLibreMap,
  land: FeatureCollection,
): { stop(): void } {
  const path = landPath(land);
  const draw = () => drawLandSketch(canvas, map, path);
  map.on('move', draw);
  map.on('resize', draw);
  draw();
  return {
    stop() {
      map.off('move', draw);
      map.off('resize', draw);
      canvas.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    },
  };
}
