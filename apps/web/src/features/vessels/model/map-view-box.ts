import type { MapViewBox } from '../api/vessel-api';

/**
 * A map's visible bounds (MapLibre's, whose longitudes run past ±180 on world copies) as the
 * stations call's view: longitudes wrapped into -180…180 (west > east when the view crosses
 * 180°, the whole range when it shows the world around), latitudes clamped, and every side
 * rounded outwards to a whole degree so a small pan asks nothing new.
 */
export function viewBoxOf(bounds: { west: number; south: number; east: number; north: number }): MapViewBox {
  const south = Math.max(-90, Math.floor(bounds.south));
  const north = Math.min(90, Math.ceil(bounds.north));
  if (bounds.east - bounds.west >= 358) return { west: -180, south, east: 180, north };
  const wrap = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;
  const west = Math.floor(wrap(bounds.west));
  let east = Math.ceil(wrap(bounds.east));
  // 180 wraps to -180: the view's east edge at 180° is 180.
  if (east === -180) east = 180;
  return { west, south, east, north };
}
