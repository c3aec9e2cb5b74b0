import type { AisPositionRecord, AisStationRecord, AisVesselStatic } from '@tracklane/connectors';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';

const iso = (ms: number) => new Date(ms).toISOString();
const positionJson = (p: AisPositionRecord) => ({
  mmsi: p.mmsi,
  at: iso(p.at),
  lat_e6: p.latE6,
  lon_e6: p.lonE6,
  sog: p.sog,
  cog: p.cog,
  heading: p.heading,
  nav_status: p.navStatus,
});
const RECORD = `p(mmsi int, at timestamptz, lat_e6 int, lon_e6 int, sog smallint, cog smallint,
  heading smallint, nav_status smallint)`;

/**
 * Appends track positions in one statement (one JSON parameter expanded by jsonb_to_recordset:
 * one bind per batch instead of eight per row). The partitions of their months must exist. A
 * position already stored (same vessel and instant: a feed replayed or reconnected) is skipped.
 */
export async function insertPositions(
  db: Database,
  positions: readonly AisPositionRecord[],
  table: 'vessel_positions' | 'vessel_track_overview' = 'vessel_positions',
): Promise<number> {
  if (positions.length === 0) return 0;
  const result = await db.executeSql(
    `with rows as (
       insert into ${table} (mmsi, at, lat_e6, lon_e6, sog, cog, heading, nav_status)
       select * from jsonb_to_recordset($1::jsonb) as ${RECORD}
       on conflict do nothing returning 1)
     select count(*)::int as n from rows`,
    [JSON.stringify(positions.map(positionJson))],
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** The newest position per vessel; an older report (out-of-order delivery) never overwrites it. */
export async function upsertLatest(db: Database, latest: readonly AisPositionRecord[]): Promise<void> {
  if (latest.length === 0) return;
  await db.executeSql(
    `insert into vessel_latest (mmsi, at, lat_e6, lon_e6, sog, cog, heading, nav_status)
     select * from jsonb_to_recordset($1::jsonb) as ${RECORD}
     on conflict (mmsi) do update set at = excluded.at, lat_e6 = excluded.lat_e6,
       lon_e6 = excluded.lon_e6, sog = excluded.sog, cog = excluded.cog,
       heading = excluded.heading, nav_status = excluded.nav_status
     where excluded.at >= vessel_latest.at`,
    [JSON.stringify(latest.map(positionJson))],
  );
}

/**
 * Static data into the registry: fields a message carries replace the stored ones, fields it
 * lacks (a class B part A has only the name) keep theirs.
 */
export async function upsertVessels(
  db: Database,
  statics: readonly (AisVesselStatic & { flag: string | null })[],
): Promise<void> {
  if (statics.length === 0) return;
  const rows = statics.map((s) => ({
    mmsi: s.mmsi,
    imo: s.imo ?? null,
    name: s.name ?? null,
    callsign: s.callsign ?? null,
    ship_type: s.shipType ?? null,
    to_bow: s.toBow ?? null,
    to_stern: s.toStern ?? null,
    to_port: s.toPort ?? null,
    to_starboard: s.toStarboard ?? null,
    draught: s.draught ?? null,
    destination: s.destination ?? null,
    eta: s.eta == null ? null : iso(s.eta),
    flag: s.flag,
    ais_class: s.aisClass,
  }));
  const keep = (column: string) => `${column} = coalesce(excluded.${column}, vessels.${column})`;
  await db.executeSql(
    `insert into vessels (mmsi, imo, name, callsign, ship_type, to_bow, to_stern, to_port,
       to_starboard, draught, destination, eta, flag, ais_class, updated_at)
     select v.*, now() from jsonb_to_recordset($1::jsonb) as v(mmsi int, imo int, name text,
       callsign text, ship_type smallint, to_bow smallint, to_stern smallint, to_port smallint,
       to_starboard smallint, draught real, destination text, eta timestamptz, flag text, ais_class text)
     on conflict (mmsi) do update set ${[
       'imo',
       'name',
       'callsign',
       'ship_type',
       'to_bow',
       'to_stern',
       'to_port',
       'to_starboard',
       'draught',
       'destination',
       'eta',
       'flag',
     ]
       .map(keep)
       .join(', ')}, ais_class = excluded.ais_class, updated_at = now()`,
    [JSON.stringify(rows)],
  );
}

/**
 * Base stations, aids to navigation and SAR aircraft: one row per MMSI, the newest report wins
 * (an older one delivered late never overwrites it). Their reports are never appended anywhere.
 */
export async function upsertStations(db: Database, stations: readonly AisStationRecord[]): Promise<void> {
  if (stations.length === 0) return;
  const rows = stations.map((s) => ({
    mmsi: s.mmsi,
    kind: s.kind,
    at: iso(s.at),
    lat_e6: s.latE6,
    lon_e6: s.lonE6,
    epfd: s.epfd,
    name: s.name,
    aid_type: s.aidType,
    to_bow: s.toBow,
    to_stern: s.toStern,
    to_port: s.toPort,
    to_starboard: s.toStarboard,
    virtual_aid: s.virtualAid,
    off_position: s.offPosition,
    altitude: s.altitude,
    sog: s.sog,
    cog: s.cog,
  }));
  const columns = Object.keys(rows[0] as object).filter((c) => c !== 'mmsi');
  await db.executeSql(
    `insert into ais_stations (mmsi, ${columns.join(', ')})
     select * from jsonb_to_recordset($1::jsonb) as s(mmsi int, kind text, at timestamptz, lat_e6 int,
       lon_e6 int, epfd smallint, name text, aid_type smallint, to_bow smallint, to_stern smallint,
       to_port smallint, to_starboard smallint, virtual_aid boolean, off_position boolean,
       altitude smallint, sog smallint, cog smallint)
     on conflict (mmsi) do update set ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}
     where excluded.at >= ais_stations.at`,
    [JSON.stringify(rows)],
  );
}
