import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';

/** Vessels this close to a port's reference point belong to it (anchorages lie up to ~30 km out). */
export const PORT_AREA_KM = 30;
/** Positions older than this say nothing about the port now (a class A ship at anchor reports every 3 min). */
const FRESH_MINUTES = 60;
/** How far back a wait at anchor is traced. */
const LOOKBACK_DAYS = 30;

export interface PortVesselActivity {
  /** Vessels in the port area reporting "at anchor" (AIS status 1): waiting for a berth. */
  atAnchor: number;
  /** Vessels in the port area reporting "moored" (status 5), or stopped within 3 km of the port. */
  atBerth: number;
  /** Mean hours the vessels now at anchor have been waiting; null with none. */
  averageWaitingHours: number | null;
  maxWaitingHours: number | null;
}

/**
 * Port congestion from AIS (issue 7): the latest positions near the port, classified by their
 * navigation status, and for each vessel at anchor how long it has been (its first "at anchor"
 * report after its last report of anything else, from vessel_positions, at most LOOKBACK_DAYS).
 */
export async function portVesselActivity(
  db: Database,
  port: { lat: number; lon: number },
  now: Date = new Date(),
): Promise<PortVesselActivity> {
  const dLat = PORT_AREA_KM / 111.2;
  const dLon = dLat / Math.max(0.05, Math.cos((port.lat * Math.PI) / 180));
  const result = await db.executeSql(
    `with near as (
       select l.mmsi, l.nav_status, l.sog,
         6371 * 2 * asin(sqrt(power(sin(radians(l.lat_e6 / 1e6 - $1) / 2), 2)
           + cos(radians($1)) * cos(radians(l.lat_e6 / 1e6)) * power(sin(radians(l.lon_e6 / 1e6 - $2) / 2), 2))) as km
       from vessel_latest l
       where l.lat_e6 between $3 and $4 and l.lon_e6 between $5 and $6
         and l.at > $7::timestamptz - make_interval(mins => ${FRESH_MINUTES})
     ),
     anchored as (
       -- The first "at anchor" report after the last report of anything else.
       select n.mmsi, coalesce(
         (select min(p.at) from vessel_positions p
          where p.mmsi = n.mmsi and p.nav_status = 1 and p.at > coalesce(
            (select max(q.at) from vessel_positions q
             where q.mmsi = n.mmsi and q.nav_status is distinct from 1
               and q.at > $7::timestamptz - make_interval(days => ${LOOKBACK_DAYS})),
            $7::timestamptz - make_interval(days => ${LOOKBACK_DAYS}))),
         $7::timestamptz - make_interval(days => ${LOOKBACK_DAYS})) as since
       from near n where n.km <= ${PORT_AREA_KM} and n.nav_status = 1
     )
     select
       (select count(*)::int from anchored) as at_anchor,
       (select count(*)::int from near where km <= ${PORT_AREA_KM}
          and (nav_status = 5 or (km <= 3 and coalesce(sog, 0) < 5 and nav_status is distinct from 1))) as at_berth,
       (select avg(extract(epoch from ($7::timestamptz - since)) / 3600) from anchored) as avg_hours,
       (select max(extract(epoch from ($7::timestamptz - since)) / 3600) from anchored) as max_hours`,
    [
      port.lat,
      port.lon,
      Math.round((port.lat - dLat) * 1e6),
      Math.round((port.lat + dLat) * 1e6),
      Math.round((port.lon - dLon) * 1e6),
      Math.round((port.lon + dLon) * 1e6),
      now.toISOString(),
    ],
  );
  const [row] = rowsOf<{ at_anchor: number; at_berth: number; avg_hours: unknown; max_hours: unknown }>(
    result,
  );
  const round = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);
  return {
    atAnchor: Number(row?.at_anchor ?? 0),
    atBerth: Number(row?.at_berth ?? 0),
    averageWaitingHours: round(row?.avg_hours),
    maxWaitingHours: round(row?.max_hours),
  };
}
