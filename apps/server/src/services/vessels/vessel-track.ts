import type { VesselPosition } from '@tracklane/domain';
import simplify from 'simplify-js';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { toWirePosition, type VesselPositionRow } from './vessel-wire.js';

/** Platform.md §1: six months of vessel track. */
export const TRACK_RETENTION_MS = 183 * 86_400_000;
/** A 6-month track of a ship reporting every 30 s is ~500,000 rows; the map needs a few thousand. */
export const TRACK_MAX_POINTS = 2000;
/** Douglas–Peucker tolerance steps, in micro-degrees (≈ 11 m … 5.5 km at the equator). */
const TOLERANCES = [100, 300, 1000, 3000, 10_000, 50_000];

/**
 * Thins a track for the map: Douglas–Peucker (simplify-js, high-quality mode) with the smallest
 * tolerance that brings it under `maxPoints`; the first and last points always stay. Longitudes
 * are unwrapped first so a crossing of 180° is not a 360° jump the simplifier would keep.
 */
export function thinTrack<T extends { lat: number; lon: number }>(
  points: readonly T[],
  maxPoints = TRACK_MAX_POINTS,
): T[] {
  if (points.length <= maxPoints) return [...points];
  let offset = 0;
  const xy = points.map((p, i) => {
    const previous = points[i - 1];
    if (previous && Math.abs(p.lon - previous.lon) > 180_000_000)
      offset += p.lon > previous.lon ? -360e6 : 360e6;
    return { x: p.lon + offset, y: p.lat, i };
  });
  let kept = xy;
  for (const tolerance of TOLERANCES) {
    kept = simplify(xy, tolerance, true) as typeof xy;
    if (kept.length <= maxPoints) break;
  }
  if (kept.length > maxPoints) {
    // Still too many (a vessel circling in port for months): every n-th point, ends kept.
    const step = Math.ceil(kept.length / maxPoints);
    kept = kept.filter((_, i) => i % step === 0 || i === kept.length - 1);
  }
  return kept.map((p) => points[p.i] as T);
}

/**
 * Ranges longer than this read the 10-minute overview: at one position per 30 s, three days are
 * ~8,600 rows, about the most a map request should pull through the database and DP.
 */
export const FULL_TRACK_MAX_MS = 3 * 86_400_000;

/** A vessel's positions within [start, end), oldest first, thinned for the map. */
export async function readVesselTrack(
  db: Database,
  {
    mmsi,
    start,
    end,
    maxPoints = TRACK_MAX_POINTS,
  }: { mmsi: number; start: Date; end: Date; maxPoints?: number },
): Promise<VesselPosition[]> {
  const table =
    end.getTime() - start.getTime() > FULL_TRACK_MAX_MS ? 'vessel_track_overview' : 'vessel_positions';
  // Epoch ms as float8 and micro-degrees under short names: tens of thousands of rows parse as
  // plain numbers, and only the points kept for the map become wire objects.
  const result = await db.executeSql(
    `select (extract(epoch from at) * 1000)::float8 as at_ms, lat_e6 as lat, lon_e6 as lon, sog, cog, heading,
       nav_status from ${table}
     where mmsi = $1 and at >= $2 and at < $3 order by at`,
    [mmsi, start.toISOString(), end.toISOString()],
  );
  type Row = { at_ms: number; lat: number; lon: number } & Omit<
    VesselPositionRow,
    'mmsi' | 'at' | 'lat_e6' | 'lon_e6'
  >;
  return thinTrack(rowsOf<Row>(result), maxPoints).map((r) =>
    toWirePosition({ ...r, mmsi, at: new Date(r.at_ms), lat_e6: r.lat, lon_e6: r.lon }),
  );
}
