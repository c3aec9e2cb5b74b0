import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import type { Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';

/**
 * Test-only land mask: Natural Earth 1:50m land (world-atlas@2.0.2, public domain data, ISC
 * package) for plausibility checks such as "this sea route does not cross land". 1:50m is coarse
 * near coasts (estuaries and narrow straits may read as land), so callers allow a small share.
 */

const CELL_DEG = 1;

interface IndexedPolygon {
  polygon: Polygon;
  box: [number, number, number, number];
}

interface LandIndex {
  polygons: IndexedPolygon[];
  cells: Map<number, number[]>;
}

let index: LandIndex | undefined;

function cellKey(cx: number, cy: number): number {
  return cy * 400 + cx;
}

function boxOf(ring: readonly Position[]): [number, number, number, number] {
  let minLon = Number.POSITIVE_INFINITY;
  let minLat = Number.POSITIVE_INFINITY;
  let maxLon = Number.NEGATIVE_INFINITY;
  let maxLat = Number.NEGATIVE_INFINITY;
  for (const [lon = 0, lat = 0] of ring) {
    minLon = Math.min(minLon, lon);
    maxLon = Math.max(maxLon, lon);
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
  }
  return [minLon, minLat, maxLon, maxLat];
}

/**
 * world-atlas stitches a few rings across 180° (Chukotka onto Eurasia, Wrangel Island, a Fiji
 * island) and runs Antarctica round the pole, which a planar point-in-polygon test misreads.
 * Unwrapping makes longitudes continuous (some beyond ±180); a polar ring is closed via the pole.
 */
function unwrapRing(ring: readonly Position[]): Position[] {
  const out: Position[] = [];
  let offset = 0;
  let previous: number | undefined;
  for (const [lon = 0, lat = 0] of ring) {
    let x = lon + offset;
    if (previous !== undefined && x - previous > 180) offset -= 360;
    if (previous !== undefined && x - previous < -180) offset += 360;
    x = lon + offset;
    out.push([x, lat]);
    previous = x;
  }
  // If the ring started on the far side of 180°, shift it so that most of it is in range.
  const mean = out.reduce((sum, p) => sum + (p[0] ?? 0), 0) / Math.max(1, out.length);
  const shift = -360 * Math.round(mean / 360);
  if (shift !== 0) for (const p of out) p[0] = (p[0] ?? 0) + shift;
  const first = out[0];
  const last = out[out.length - 1];
  if (first && last && Math.abs((last[0] ?? 0) - (first[0] ?? 0)) > 180) {
    const pole = (first[1] ?? 0) < 0 ? -90 : 90;
    out.push([last[0] ?? 0, pole], [first[0] ?? 0, pole], first);
  }
  return out;
}

/** Polygons of land-50m plus a 1° grid of which polygons' boxes touch each cell. */
function loadLand(): LandIndex {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8')) as Topology;
  const land = topology.objects.land;
  if (!land) throw new Error('world-atlas land-50m.json has no "land" object');
  const geo = feature(topology, land);
  const features = 'features' in geo ? geo.features : [geo];
  const polygons: IndexedPolygon[] = [];
  for (const f of features) {
    const g = f.geometry;
    const partsOf = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
    for (const parts of partsOf) {
      const rings = parts.map(unwrapRing);
      const outer = rings[0];
      if (outer) polygons.push({ polygon: { type: 'Polygon', coordinates: rings }, box: boxOf(outer) });
    }
  }
  const cells = new Map<number, number[]>();
  polygons.forEach(({ box }, i) => {
    for (let cx = Math.floor(box[0] / CELL_DEG); cx <= Math.floor(box[2] / CELL_DEG); cx++) {
      for (let cy = Math.floor(box[1] / CELL_DEG); cy <= Math.floor(box[3] / CELL_DEG); cy++) {
        const key = cellKey(cx + 200, cy + 100);
        const cell = cells.get(key);
        if (cell) cell.push(i);
        else cells.set(key, [i]);
      }
    }
  });
  return { polygons, cells };
}

function inAnyPolygon(land: LandIndex, lon: number, lat: number): boolean {
  const key = cellKey(Math.floor(lon / CELL_DEG) + 200, Math.floor(lat / CELL_DEG) + 100);
  for (const i of land.cells.get(key) ?? []) {
    const { polygon, box } = land.polygons[i] as IndexedPolygon;
    if (lon < box[0] || lon > box[2] || lat < box[1] || lat > box[3]) continue;
    if (booleanPointInPolygon([lon, lat], polygon)) return true;
  }
  return false;
}

/** Whether the point lies on land (inside a Natural Earth 1:50m land polygon, lakes included). */
export function isOnLand(lon: number, lat: number): boolean {
  index ??= loadLand();
  if (inAnyPolygon(index, lon, lat)) return true;
  // Unwrapped rings reach past ±180; look for the point there too.
  if (lon > 150) return inAnyPolygon(index, lon - 360, lat);
  if (lon < -150) return inAnyPolygon(index, lon + 360, lat);
  return false;
}
