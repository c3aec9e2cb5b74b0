import { flagCodeOf, type VesselCurrent, type VesselLocation } from '@tracklane/domain';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { toWirePosition, type VesselPositionRow } from './vessel-wire.js';

interface JoinedRow extends Partial<VesselPositionRow> {
  v_mmsi: number | null;
  imo: number | null;
  name: string | null;
  callsign: string | null;
  ship_type: number | null;
  to_bow: number | null;
  to_stern: number | null;
  to_port: number | null;
  to_starboard: number | null;
  draught: number | null;
  destination: string | null;
  eta: Date | string | null;
  flag: string | null;
  ais_class: string | null;
}

const SELECT = `select v.mmsi as v_mmsi, v.imo, v.name, v.callsign, v.ship_type, v.to_bow, v.to_stern,
  v.to_port, v.to_starboard, v.draught, v.destination, v.eta, v.flag, v.ais_class,
  l.mmsi, l.at, l.lat_e6, l.lon_e6, l.sog, l.cog, l.heading, l.nav_status
  from vessels v full join vessel_latest l on l.mmsi = v.mmsi`;

const sum = (a: number | null, b: number | null) => (a === null || b === null || a + b === 0 ? null : a + b);

function toCurrent(row: JoinedRow): VesselCurrent {
  const mmsi = (row.v_mmsi ?? row.mmsi) as number;
  return {
    mmsi,
    imo: row.imo,
    name: row.name,
    callsign: row.callsign,
    shipType: row.ship_type,
    length: sum(row.to_bow, row.to_stern),
    beam: sum(row.to_port, row.to_starboard),
    draught: row.draught,
    destination: row.destination,
    eta: row.eta === null ? null : new Date(row.eta).toISOString(),
    flag: row.flag,
    flagCode: flagCodeOf(mmsi),
    aisClass: row.ais_class,
    position: row.at ? toWirePosition({ ...(row as VesselPositionRow), mmsi }) : null,
  };
}

/** Particulars and the latest position of one vessel; null when AIS never heard of it. */
export async function findVessel(db: Database, mmsi: number): Promise<VesselCurrent | null> {
  const result = await db.executeSql(`${SELECT} where coalesce(v.mmsi, l.mmsi) = $1`, [mmsi]);
  const [row] = rowsOf<JoinedRow>(result);
  return row ? toCurrent(row) : null;
}

/** Vessels list limit (platform.md §9: the list shows at most the first 10). */
export const VESSEL_SEARCH_LIMIT = 10;

/**
 * Vessels by keyword: an MMSI (9 digits) or IMO (7 digits) exactly, else names containing the
 * keyword, names that start with it first. Only vessels with a known position or name.
 */
export async function searchVessels(db: Database, keyword: string): Promise<VesselCurrent[]> {
  const kw = keyword.trim().toUpperCase();
  if (kw.length === 0) return [];
  if (/^\d{7,9}$/.test(kw)) {
    const n = Number(kw);
    const result = await db.executeSql(
      `${SELECT} where coalesce(v.mmsi, l.mmsi) = $1 or v.imo = $1 order by v.name limit ${VESSEL_SEARCH_LIMIT}`,
      [n],
    );
    return rowsOf<JoinedRow>(result).map(toCurrent);
  }
  const escaped = kw.replace(/[\\%_]/g, (c) => `\\${c}`);
  const result = await db.executeSql(
    `${SELECT} where upper(v.name) like $1 order by (upper(v.name) like $2) desc, v.name, v.mmsi
     limit ${VESSEL_SEARCH_LIMIT}`,
    [`%${escaped}%`, `${escaped}%`],
  );
  return rowsOf<JoinedRow>(result).map(toCurrent);
}

/** The latest positions of these vessels with their broadcast destination and ETA (views.md §3). */
export async function latestLocations(db: Database, mmsis: readonly number[]): Promise<VesselLocation[]> {
  if (mmsis.length === 0) return [];
  const result = await db.executeSql(
    `select l.mmsi, l.at, l.lat_e6, l.lon_e6, l.sog, l.cog, l.heading, l.nav_status, v.destination, v.eta
     from vessel_latest l left join vessels v on v.mmsi = l.mmsi
     where l.mmsi in (select value::int from jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify(mmsis)],
  );
  return rowsOf<VesselPositionRow & { destination: string | null; eta: Date | string | null }>(result).map(
    (row) => ({
      ...toWirePosition(row),
      dest: row.destination,
      eta: row.eta === null ? null : new Date(row.eta).toISOString(),
    }),
  );
}
