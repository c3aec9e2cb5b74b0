import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
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

/** First legs of transshipments: to any of `viaPorts`, leaving out the load calls of direct legs. */
export type FirstLegQuery = CandidateQuery & {
  viaPorts: readonly string[];
  directLoads: ReadonlySet<string>;
};

/** Onward legs to the POD, departing in [from, to). */
export interface OnwardLegQuery {
  pod: string;
  from: number;
  to: number;
}

/**
 * Where a search's candidate legs come from: the process's schedule index (schedule-index.ts,
 * what searches use) or these SQL queries (the reference the index is tested against). Both
 * answer the same legs; their order may differ.
 */
export interface CandidateSource {
  directLegs(q: CandidateQuery): CandidateLeg[] | Promise<CandidateLeg[]>;
  firstLegs(q: FirstLegQuery): CandidateLeg[] | Promise<CandidateLeg[]>;
  onwardLegs(q: OnwardLegQuery): CandidateLeg[] | Promise<CandidateLeg[]>;
}

export const sqlCandidates = (db: Database): CandidateSource => ({
  directLegs: (q) => directLegs(db, q),
  firstLegs: (q) => firstLegs(db, q),
  onwardLegs: (q) => onwardLegs(db, q),
});

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

/** Keeps, per load call, the leg to the first matching call after it (a voyage may call twice). */
function firstPerLoad(rows: (LegRow & { to_seq: number })[]): CandidateLeg[] {
  const first = new Map<string, LegRow & { to_seq: number }>();
  for (const row of rows) {
    const held = first.get(row.load_id);
    if (!held || row.to_seq < held.to_seq) first.set(row.load_id, row);
  }
  return [...first.values()].map(legOf);
}

/**
 * Direct sailings: a sellable POL call departing in the window and the first sellable POD call
 * after it on the same voyage. Both ends are read through their port indexes (a few hundred calls
 * at a busy port) and hash-joined on the voyage, rather than probing each POL call's voyage.
 */
export async function directLegs(db: Database, q: CandidateQuery): Promise<CandidateLeg[]> {
  const result = await db.executeSql(
    `select a.id as load_id, b.id as discharge_id, a.voyage_id, v.vessel_imo, s.carrier_code,
        b.port_key as to_port, a.departure_at as departure, b.arrival_at as arrival, b.seq as to_seq
      from schedule_calls a
      join schedule_calls b on b.voyage_id = a.voyage_id and b.seq > a.seq
      join schedule_voyages v on v.id = a.voyage_id and not v.blank
      join schedule_services s on s.id = v.service_id
      where a.port_key = $1 and a.${SELLABLE} and a.departure_at >= $3 and a.departure_at < $4
        and b.port_key = $2 and b.${SELLABLE} and b.arrival_at >= $3 ${carrierFilter(q.carriers, 5)}`,
    [q.pol, q.pod, iso(q.from), iso(q.to), ...(q.carriers ? [q.carriers] : [])],
  );
  return firstPerLoad(rowsOf(result));
}

/**
 * First legs of transshipments: from the POL (departing in the window) to each later sellable
 * call at one of `viaPorts` (the ports onward sailings to the POD leave from), hash-joined on the
 * voyage like the direct legs. Load calls in `directLoads` are left out: a voyage that reaches
 * the POD itself is sold direct.
 */
export async function firstLegs(db: Database, q: FirstLegQuery): Promise<CandidateLeg[]> {
  if (q.viaPorts.length === 0) return [];
  const result = await db.executeSql(
    `select a.id as load_id, x.id as discharge_id, a.voyage_id, v.vessel_imo, s.carrier_code,
        x.port_key as to_port, a.departure_at as departure, x.arrival_at as arrival, x.seq as to_seq
      from schedule_calls a
      join schedule_calls x on x.voyage_id = a.voyage_id and x.seq > a.seq
      join schedule_voyages v on v.id = a.voyage_id and not v.blank
      join schedule_services s on s.id = v.service_id
      where a.port_key = $1 and a.${SELLABLE} and a.departure_at >= $2 and a.departure_at < $3
        and x.port_key = any($4::text[]) and x.${SELLABLE} and x.arrival_at >= $2 ${carrierFilter(q.carriers, 5)}`,
    [q.pol, iso(q.from), iso(q.to), q.viaPorts, ...(q.carriers ? [q.carriers] : [])],
  );
  // Every call at a via port is a candidate (not only the first): the feeder may leave from the second.
  return rowsOf<LegRow>(result)
    .filter((r) => !q.directLoads.has(r.load_id))
    .map(legOf);
}

/**
 * Onward legs to the POD: every sellable call departing in [from, to) on a voyage that later
 * calls at the POD, with the first such POD call. Read from the POD's side (its calls by arrival,
 * a few hundred at a busy port) and joined back along each voyage, which is far cheaper than
 * probing every call of every candidate transshipment port. `toPort` here is the port the leg
 * starts from, which is what the search joins on.
 */
export async function onwardLegs(db: Database, q: OnwardLegQuery): Promise<CandidateLeg[]> {
  const result = await db.executeSql(
    `select y.id as load_id, b.id as discharge_id, y.voyage_id, v.vessel_imo, s.carrier_code,
        y.port_key as to_port, y.departure_at as departure, b.arrival_at as arrival, b.seq as pod_seq
      from schedule_calls b
      join schedule_voyages v on v.id = b.voyage_id and not v.blank
      join schedule_services s on s.id = v.service_id
      join schedule_calls y on y.voyage_id = b.voyage_id and y.seq < b.seq and y.${SELLABLE}
        and y.port_key <> $1 and y.departure_at >= $2 and y.departure_at < $3
      where b.port_key = $1 and b.${SELLABLE} and b.arrival_at >= $2`,
    [q.pod, iso(q.from), iso(q.to)],
  );
  // A voyage calling at the POD twice: each onward leg ends at the first POD call after it.
  const first = new Map<string, LegRow & { pod_seq: number }>();
  for (const row of rowsOf<LegRow & { pod_seq: number }>(result)) {
    const held = first.get(row.load_id);
    if (!held || row.pod_seq < held.pod_seq) first.set(row.load_id, row);
  }
  return [...first.values()].map(legOf);
}
