import simplify from 'simplify-js';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../ocean/sql-rows.js';
import { toWirePosition, type VesselPositionRow, type WirePosition } from './vessel-wire.js';

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
export function thinTrack(points: readonly WirePosition[], maxPoints = TRACK_MAX_POINTS): WirePosition[] {
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
  return kept.map((p) => points[p.i] as WirePosition);
}

/** A vessel's positions within [start, end), oldest first, thinned for the map. */
export async function readVesselTrack(
  db: Database,
  {
    mmsi,
    start,
    end,
    maxPoints = TRACK_MAX_POINTS,
  }: { mmsi: number; start: Date; end: Date; maxPoints?: number },
): Promise<WirePosition[]> {
  const result = await db.executeSql(
    `select mmsi, at, lat_e6, lon_e6, sog, cog, heading, nav_status from vessel_positions
     where mmsi = $1 and at >= $2 and at < $3 order by at`,
    [mmsi, start.toISOString(), end.toISOString()],
  );
  return thinTrack(rowsOf<VesselPositionRow>(result).map(toWirePosition), maxPoints);
}
