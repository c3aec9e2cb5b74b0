import type { Database } from '../../db/database.js';
import { rowsOf } from '../ocean/sql-rows.js';
import { msOf } from './schedule-rows.js';

/** A call that happens (omitted calls and blank sailings are never sold). */
const SELLABLE = `status in ('SCHEDULED', 'ADDED')`;

/** One vessel leg between two calls of one voyage, as the search needs it (times in epoch ms). */
export interface CandidateLeg {
  loadId: string;
  dischargeId: string;
  voyageId: string;
  vesselImo: string;
  carrierCode: string;
  /** The port the leg ends at (canonical code). */
  toPort: string;
  departure: number;
  arrival: number;
}

export interface CandidateQuery {
  pol: string;
  pod: string;
  /** Departures from the POL in [from, to). */
  from: number;
  to: number;
  carriers: readonly string[] | null;
}

interface LegRow {
  load_id: string;
  discharge_id: string;
  voyage_id: string;
  vessel_imo: string;
  carrier_code: string;
  to_port: string;
  departure: unknown;
  arrival: unknown;
}

const legOf = (r: LegRow): CandidateLeg => ({
  loadId: r.load_id,
  dischargeId: r.discharge_id,
  voyageId: r.voyage_id,
  vesselImo: r.vessel_imo,
  carrierCode: r.carrier_code,
  toPort: r.to_port,
  departure: msOf(r.departure) as number,
  arrival: msOf(r.arrival) as number,
});

const carrierFilter = (carriers: readonly string[] | null, param: number) =>
  carriers ? `and s.carrier_code = any($${param}::text[])` : '';
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Direct sailings: a sellable POL call departing in the window and the first sellable POD call
 * after it on the same voyage. Read through schedule_calls_port_departure_idx.
 */
export async function directLegs(db: Database, q: CandidateQuery): Promise<CandidateLeg[]> {
  const result = await db.executeSql(
    `select a.id as load_id, b.id as discharge_id, a.voyage_id, v.vessel_imo, s.carrier_code,
        b.port_key as to_port, a.departure_at as departure, b.arrival_at as arrival
      from schedule_calls a
      join schedule_voyages v on v.id = a.voyage_id and not v.blank
      join schedule_services s on s.id = v.service_id
      join lateral (
        select b.id, b.port_key, b.arrival_at from schedule_calls b
        where b.voyage_id = a.voyage_id and b.seq > a.seq and b.port_key = $2 and b.${SELLABLE}
        order by b.seq limit 1) b on true
      where a.port_key = $1 and a.${SELLABLE} and a.departure_at >= $3 and a.departure_at < $4
        and b.arrival_at is not null ${carrierFilter(q.carriers, 5)}`,
    [q.pol, q.pod, iso(q.from), iso(q.to), ...(q.carriers ? [q.carriers] : [])],
  );
  return rowsOf<LegRow>(result).map(legOf);
}

/**
 * First legs of transshipments: from the POL (departing in the window) to each later sellable
 * call of a voyage that does not reach the POD itself (a voyage that does is sold direct).
 */
export async function firstLegs(db: Database, q: CandidateQuery): Promise<CandidateLeg[]> {
  const result = await db.executeSql(
    `select a.id as load_id, x.id as discharge_id, a.voyage_id, v.vessel_imo, s.carrier_code,
        x.port_key as to_port, a.departure_at as departure, x.arrival_at as arrival
      from schedule_calls a
      join schedule_voyages v on v.id = a.voyage_id and not v.blank
      join schedule_services s on s.id = v.service_id
      join schedule_calls x on x.voyage_id = a.voyage_id and x.seq > a.seq and x.${SELLABLE}
        and x.port_key <> $1 and x.arrival_at is not null
      where a.port_key = $1 and a.${SELLABLE} and a.departure_at >= $3 and a.departure_at < $4
        and not exists (select 1 from schedule_calls b where b.voyage_id = a.voyage_id and b.seq > a.seq
          and b.port_key = $2 and b.${SELLABLE}) ${carrierFilter(q.carriers, 5)}`,
    [q.pol, q.pod, iso(q.from), iso(q.to), ...(q.carriers ? [q.carriers] : [])],
  );
  return rowsOf<LegRow>(result).map(legOf);
}

/**
 * Onward legs to the POD: a sellable call at one of `viaPorts` departing in [from, to) and the
 * first sellable POD call after it on the same voyage. `toPort` here is the via port (the leg's
 * start), which is what the search joins on.
 */
export async function onwardLegs(
  db: Database,
  q: { pod: string; viaPorts: readonly string[]; from: number; to: number },
): Promise<CandidateLeg[]> {
  if (q.viaPorts.length === 0) return [];
  const result = await db.executeSql(
    `select y.id as load_id, b.id as discharge_id, y.voyage_id, v.vessel_imo, s.carrier_code,
        y.port_key as to_port, y.departure_at as departure, b.arrival_at as arrival
      from schedule_calls y
      join schedule_voyages v on v.id = y.voyage_id and not v.blank
      join schedule_services s on s.id = v.service_id
      join lateral (
        select b.id, b.arrival_at from schedule_calls b
        where b.voyage_id = y.voyage_id and b.seq > y.seq and b.port_key = $1 and b.${SELLABLE}
        order by b.seq limit 1) b on true
      where y.port_key = any($2::text[]) and y.${SELLABLE} and y.departure_at >= $3 and y.departure_at < $4
        and b.arrival_at is not null`,
    [q.pod, q.viaPorts, iso(q.from), iso(q.to)],
  );
  return rowsOf<LegRow>(result).map(legOf);
}
