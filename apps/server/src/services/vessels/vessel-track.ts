import type { VesselPosition } from '@tracklane/domain';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { toWirePosition, type VesselPositionRow } from './vessel-wire.js';

/** Platform.md §1: six months of vessel track. */
export const TRACK_RETENTION_MS = 183 * 86_400_000;
/** A 6-month track of a ship reporting every 30 s is ~500,000 rows; the map needs a few thousand. */
export const TRACK_MAX_POINTS = 2000;
/**
 * How much each point shapes the track: its Douglas–Peucker distance (squared, micro-degrees) from
 * the chord of the segment in which it was the farthest point, capped by its parent's, so that
 * keeping the k most important points is what Douglas–Peucker keeps when stopped at k points.
 * The ends are infinitely important. Longitudes are unwrapped first so a crossing of 180° is not
 * a 360° jump that would look like the most important turn of the voyage.
 */
function importanceOf(points: readonly { lat: number; lon: number }[]): Float64Array {
  const n = points.length;
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  let offset = 0;
  for (let i = 0; i < n; i++) {
    const p = points[i] as { lat: number; lon: number };
    const previous = points[i - 1];
    if (previous && Math.abs(p.lon - previous.lon) > 180_000_000)
      offset += p.lon > previous.lon ? -360e6 : 360e6;
    x[i] = p.lon + offset;
    y[i] = p.lat;
  }
  const importance = new Float64Array(n);
  if (n === 0) return importance;
  importance[0] = Number.POSITIVE_INFINITY;
  importance[n - 1] = Number.POSITIVE_INFINITY;
  const stack: [number, number, number][] = [[0, n - 1, Number.POSITIVE_INFINITY]];
  while (stack.length > 0) {
    const [lo, hi, cap] = stack.pop() as [number, number, number];
    if (hi - lo < 2) continue;
    const ax = x[lo] as number;
    const ay = y[lo] as number;
    const dx = (x[hi] as number) - ax;
    const dy = (y[hi] as number) - ay;
    const length = dx * dx + dy * dy;
    let farthest = lo + 1;
    let most = -1;
    for (let i = lo + 1; i < hi; i++) {
      let px = ax;
      let py = ay;
      if (length > 0) {
        const t = Math.max(
          0,
          Math.min(1, (((x[i] as number) - ax) * dx + ((y[i] as number) - ay) * dy) / length),
        );
        px = ax + dx * t;
        py = ay + dy * t;
      }
      const d = ((x[i] as number) - px) ** 2 + ((y[i] as number) - py) ** 2;
      if (d > most) {
        most = d;
        farthest = i;
      }
    }
    const value = Math.min(most, cap);
    importance[farthest] = value;
    stack.push([lo, farthest, value], [farthest, hi, value]);
  }
  return importance;
}

/**
 * Thins a track for the map to exactly min(n, maxPoints) points: the most important by
 * Douglas–Peucker (above), oldest first, both ends kept. The count depends only on how many
 * reports the range holds, never on the shape of the voyage, so a longer range (which holds every
 * report of a shorter one ending at the same time) never shows fewer points than the shorter one.
 */
export function thinTrack<T extends { lat: number; lon: number }>(
  points: readonly T[],
  maxPoints = TRACK_MAX_POINTS,
): T[] {
  if (points.length <= maxPoints) return [...points];
  if (maxPoints <= 0) return [];
  const importance = importanceOf(points);
  const order = Array.from({ length: points.length }, (_, i) => i);
  // Most important first; among equals the newer first, so a ship idle in port keeps its latest.
  order.sort((a, b) => (importance[b] as number) - (importance[a] as number) || b - a);
  const kept = order.slice(0, maxPoints).sort((a, b) => a - b);
  return kept.map((i) => points[i] as T);
}

/**
 * The newest part of every range read from the full track: at one position per 30 s, three days
 * are ~8,600 rows, about the most a map request should pull through the database and the
 * thinning. Before it, a longer range reads the 10-minute overview (`vessel_track_overview`).
 */
export const FULL_TRACK_MAX_MS = 3 * 86_400_000;

/**
 * A vessel's positions within [start, end), oldest first, thinned for the map: the overview up to
 * the last FULL_TRACK_MAX_MS of the range, the full track from there. The overview alone (one
 * point per 10 minutes, lagging the newest report) made a week show 3 points where a day showed
 * 41, and stop short of where the vessel is; a range ending later than another holds all of its
 * reports now, so it never shows fewer.
 */
export async function readVesselTrack(
  db: Database,
  {
    mmsi,
    start,
    end,
    maxPoints = TRACK_MAX_POINTS,
  }: { mmsi: number; start: Date; end: Date; maxPoints?: number },
): Promise<VesselPosition[]> {
  const split = new Date(Math.max(start.getTime(), end.getTime() - FULL_TRACK_MAX_MS));
  // Epoch ms as float8 and micro-degrees under short names: tens of thousands of rows parse as
  // plain numbers, and only the points kept for the map become wire objects.
  const columns = `(extract(epoch from at) * 1000)::float8 as at_ms, lat_e6 as lat, lon_e6 as lon, sog, cog,
       heading, nav_status`;
  const result = await db.executeSql(
    `select * from (
       select ${columns} from vessel_track_overview where mmsi = $1 and at >= $2 and at < $3
       union all
       select ${columns} from vessel_positions where mmsi = $1 and at >= $3 and at < $4
     ) track order by at_ms`,
    [mmsi, start.toISOString(), split.toISOString(), end.toISOString()],
  );
  type Row = { at_ms: number; lat: number; lon: number } & Omit<
    VesselPositionRow,
    'mmsi' | 'at' | 'lat_e6' | 'lon_e6'
  >;
  return thinTrack(rowsOf<Row>(result), maxPoints).map((r) =>
    toWirePosition({ ...r, mmsi, at: new Date(r.at_ms), lat_e6: r.lat, lon_e6: r.lon }),
  );
}
