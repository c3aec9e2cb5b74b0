import { AIS_STATION_LIMIT, type AisStation, type AisStationKind } from '@tracklane/domain';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { tenthKnotsToMmPerSecond } from './vessel-wire.js';

interface StationRow {
  mmsi: number;
  kind: AisStationKind;
  at: Date | string;
  lat_e6: number;
  lon_e6: number;
  epfd: number | null;
  name: string | null;
  aid_type: number | null;
  to_bow: number | null;
  to_stern: number | null;
  to_port: number | null;
  to_starboard: number | null;
  virtual_aid: boolean | null;
  off_position: boolean | null;
  altitude: number | null;
  sog: number | null;
  cog: number | null;
}

const sum = (a: number | null, b: number | null) => (a === null || b === null || a + b === 0 ? null : a + b);

function toWire(row: StationRow): AisStation {
  return {
    mmsi: row.mmsi,
    kind: row.kind,
    time: new Date(row.at).toISOString(),
    lat: row.lat_e6,
    lon: row.lon_e6,
    epfd: row.epfd,
    name: row.name,
    aidType: row.aid_type,
    length: sum(row.to_bow, row.to_stern),
    beam: sum(row.to_port, row.to_starboard),
    virtualAid: row.virtual_aid,
    offPosition: row.off_position,
    altitude: row.altitude,
    sog: row.sog === null ? null : tenthKnotsToMmPerSecond(row.sog),
    cog: row.cog === null ? null : row.cog * 20,
  };
}

/**
 * The base stations, aids to navigation and SAR aircraft inside a map view (degrees; a view with
 * west > east crosses 180°), newest report first, at most AIS_STATION_LIMIT of them.
 */
export async function listAisStations({
  db,
  west,
  south,
  east,
  north,
  kinds,
}: {
  db: Database;
  west: number;
  south: number;
  east: number;
  north: number;
  kinds: readonly AisStationKind[];
}): Promise<AisStation[]> {
  if (kinds.length === 0 || south > north) return [];
  const e6 = (degrees: number) => Math.round(degrees * 1e6);
  const lon = west <= east ? 'lon_e6 between $3 and $4' : '(lon_e6 >= $3 or lon_e6 <= $4)';
  const result = await db.executeSql(
    `select mmsi, kind, at, lat_e6, lon_e6, epfd, name, aid_type, to_bow, to_stern, to_port,
       to_starboard, virtual_aid, off_position, altitude, sog, cog
     from ais_stations
     where lat_e6 between $1 and $2 and ${lon} and kind = any($5::text[])
     order by at desc, mmsi limit $6`,
    [e6(south), e6(north), e6(west), e6(east), kinds, AIS_STATION_LIMIT],
  );
  return rowsOf<StationRow>(result).map(toWire);
}
