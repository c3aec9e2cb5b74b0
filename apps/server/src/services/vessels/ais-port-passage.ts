import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { PORT_AREA_KM } from './port-vessel-activity.js';

/** A vessel this close to the port's reference point and stopped (or moored) is at a berth. */
export const BERTH_KM = 10;
/** 0.5 knot in tenths: slower than this is stopped. */
const STOPPED_TENTHS = 5;

export interface TrackPoint {
  at: number;
  lat: number;
  lon: number;
  /** Speed over ground in 0.1 kn; null when not available. */
  sog: number | null;
  nav: number | null;
}

export const kmBetween = (a: { lat: number; lon: number }, b: { lat: number; lon: number }): number => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
};

/** Moored, or stopped (and not at anchor) within BERTH_KM of the port. */
export const isBerthed = (p: TrackPoint, port: { lat: number; lon: number }): boolean =>
  kmBetween(p, port) <= BERTH_KM &&
  (p.nav === 5 || (p.nav !== 1 && p.sog !== null && p.sog < STOPPED_TENTHS));

/** A vessel's 10-minute overview track in [from, to), oldest first. */
export async function overviewPoints(
  db: Database,
  mmsi: number,
  from: number,
  to: number,
): Promise<TrackPoint[]> {
  const result = await db.executeSql(
    `select (extract(epoch from at) * 1000)::float8 as at, lat_e6 / 1e6 as lat, lon_e6 / 1e6 as lon, sog,
       nav_status as nav from vessel_track_overview where mmsi = $1 and at >= $2 and at < $3 order by at`,
    [mmsi, new Date(from).toISOString(), new Date(to).toISOString()],
  );
  return rowsOf<TrackPoint>(result).map(trackPointOf);
}

/** A row of the track queries below (numbers may come back as text, by driver). */
const trackPointOf = (p: TrackPoint): TrackPoint => ({
  at: Number(p.at),
  lat: Number(p.lat),
  lon: Number(p.lon),
  sog: p.sog,
  nav: p.nav,
});

/** A vessel's overview track wanted in [from, to). */
export interface TrackRange {
  mmsi: number;
  from: number;
  to: number;
}

/**
 * Several overview tracks in one round trip (a shipment's load and discharge ports), each oldest
 * first, in the order of `ranges`.
 */
export async function overviewPointsOfRanges(
  db: Database,
  ranges: readonly TrackRange[],
): Promise<TrackPoint[][]> {
  if (ranges.length === 0) return [];
  const result = await db.executeSql(
    `select r.n::int as n, (extract(epoch from p.at) * 1000)::float8 as at, p.lat_e6 / 1e6 as lat,
       p.lon_e6 / 1e6 as lon, p.sog, p.nav_status as nav
     from unnest($1::int[], $2::timestamptz[], $3::timestamptz[]) with ordinality as r(mmsi, from_at, to_at, n)
     join vessel_track_overview p on p.mmsi = r.mmsi and p.at >= r.from_at and p.at < r.to_at
     order by r.n, p.at`,
    [
      ranges.map((r) => r.mmsi),
      ranges.map((r) => new Date(r.from).toISOString()),
      ranges.map((r) => new Date(r.to).toISOString()),
    ],
  );
  const tracks: TrackPoint[][] = ranges.map(() => []);
  for (const p of rowsOf<TrackPoint & { n: number }>(result)) tracks[Number(p.n) - 1]?.push(trackPointOf(p));
  return tracks;
}

export interface PortPassage {
  /** First position inside the 30 km port area. */
  entered: number | null;
  /** First position at a berth after entering. */
  berthed: number | null;
  /** First position outside the area after having been in it; null while still inside. */
  left: number | null;
}

/**
 * Every visit of the track to the port area (pure): a visit starts at the first position within
 * PORT_AREA_KM and ends at the first position outside again. The ATA/ATB/ATD of the schedule
 * calls (views.md §7 route-ais-matching) are read from the visit nearest the carrier's time.
 */
export function portPassages(
  points: readonly TrackPoint[],
  port: { lat: number; lon: number },
): PortPassage[] {
  const out: PortPassage[] = [];
  let current: PortPassage | null = null;
  for (const p of points) {
    const inside = kmBetween(p, port) <= PORT_AREA_KM;
    if (inside && !current) current = { entered: p.at, berthed: null, left: null };
    if (current && inside && current.berthed === null && isBerthed(p, port)) current.berthed = p.at;
    if (current && !inside) {
      current.left = p.at;
      out.push(current);
      current = null;
    }
  }
  if (current) out.push(current);
  return out;
}

/**
 * The visit that best matches a call planned around [arrival, departure]: the one whose stay
 * overlaps that span, else whose stay is nearest to it, within `maxGapMs` (a vessel that called
 * twice within days picks the right call; one that never came matches nothing).
 */
export function passageNear(
  passages: readonly PortPassage[],
  arrival: number,
  departure: number,
  maxGapMs: number,
): PortPassage | null {
  let best: PortPassage | null = null;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const p of passages) {
    const start = p.entered ?? Number.NEGATIVE_INFINITY;
    const end = p.left ?? Number.POSITIVE_INFINITY;
    const gap = end < arrival ? arrival - end : start > departure ? start - departure : 0;
    if (gap < bestGap) {
      best = p;
      bestGap = gap;
    }
  }
  return bestGap <= maxGapMs ? best : null;
}
