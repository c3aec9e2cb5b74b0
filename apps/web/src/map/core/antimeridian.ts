import type { Feature, FeatureCollection, Geometry, Position as GeoPosition } from 'geojson';

/**
 * world-atlas stitches its polygons for spherical renderers: rings run straight across the 180°
 * meridian (Chukotka, Fiji) and Antarctica wraps around the pole. Drawn flat, those jumps become
 * bands across the whole map. Unwrapping each ring makes it continuous (MapLibre's tiler wraps the
 * part past ±180 onto the other world copy); a ring that goes once round the globe encloses a
 * pole, so it is closed along that pole's edge of the map.
 */
export function flattenRing(ring: readonly GeoPosition[]): GeoPosition[] {
  const out: GeoPosition[] = [];
  let previous: number | undefined;
  for (const point of ring) {
    const [lng = 0, lat = 0] = point;
    const unwrapped = previous === undefined ? lng : lng + 360 * Math.round((previous - lng) / 360);
    out.push([unwrapped, lat]);
    previous = unwrapped;
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (!first || !last) return out;
  const turns = Math.round(((last[0] ?? 0) - (first[0] ?? 0)) / 360);
  if (turns === 0) return out;
  const meanLat = out.reduce((sum, p) => sum + (p[1] ?? 0), 0) / out.length;
  const pole = meanLat < 0 ? -89.9 : 89.9;
  return [...out, [last[0] ?? 0, pole], [first[0] ?? 0, pole], first];
}

function flattenGeometry(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(flattenRing) };
  if (geometry.type === 'MultiPolygon')
    return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(flattenRing)) };
  return geometry;
}

export function flattenCollection(collection: FeatureCollection): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: collection.features.map(
      (f): Feature => ({ ...f, geometry: f.geometry ? flattenGeometry(f.geometry) : f.geometry }),
    ),
  };
}
