import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import type { VoyageRow } from './load-sailings.js';
import { CALL_COLUMNS, type CallRow, isoSql, msOf } from './schedule-rows.js';

/** A call as the search walks it; `row` is what the sailing page prints (as SQL returns it). */
export interface IndexedCall {
  readonly row: CallRow;
  readonly voyage: IndexedVoyage;
  /** Position in `voyage.calls` (the calls are in seq order). */
  readonly at: number;
  readonly portKey: string;
  /** SCHEDULED or ADDED: omitted calls and blank sailings are never sold. */
  readonly sellable: boolean;
  /** Best-known times (arrival_at, departure_at) in epoch ms. */
  readonly arrival: number | null;
  readonly departure: number | null;
}

export interface IndexedVoyage {
  readonly row: VoyageRow;
  readonly calls: readonly IndexedCall[];
  /** The calls' rows, in the same order (what a sailing page reads). */
  readonly callRows: readonly CallRow[];
}

/**
 * Our whole copy of the sellable schedules in memory, read in one statement and never changed
 * after it is built (a rebuild makes a new one): every voyage that is not a blank sailing with
 * all its calls in order, and per port its sellable calls by departure and by arrival, which is
 * all a port-to-port search reads.
 */
export interface ScheduleIndex {
  readonly voyages: ReadonlyMap<string, IndexedVoyage>;
  /** Sellable calls with a departure time, per canonical port code, by departure. */
  readonly departures: ReadonlyMap<string, readonly IndexedCall[]>;
  /** Sellable calls with an arrival time, per canonical port code, by arrival. */
  readonly arrivals: ReadonlyMap<string, readonly IndexedCall[]>;
  readonly calls: number;
}

type IndexRow = CallRow & Omit<VoyageRow, 'id' | 'updated_at'> & { voyage_updated_at: unknown };

/** One statement, so the index is one consistent snapshot (calls, their voyages and services). */
const INDEX_SQL = `select ${CALL_COLUMNS}, s.carrier_code, s.service_code, s.service_name, v.vessel_imo,
    v.vessel_name, v.vessel_mmsi, v.vessel_call_sign, v.voyage_number, v.universal_voyage_reference,
    ${isoSql('v.updated_at')} as voyage_updated_at
  from schedule_calls c
  join schedule_voyages v on v.id = c.voyage_id and not v.blank
  join schedule_services s on s.id = v.service_id
  order by c.voyage_id, c.seq`;

export async function loadScheduleIndex(db: Database): Promise<ScheduleIndex> {
  return buildScheduleIndex(rowsOf<IndexRow>(await db.executeSql(INDEX_SQL, [])));
}

const byTime = (key: 'arrival' | 'departure') => (x: IndexedCall, y: IndexedCall) =>
  (x[key] as number) - (y[key] as number) || (x.row.id < y.row.id ? -1 : x.row.id > y.row.id ? 1 : 0);

/** Rows in voyage, seq order → the index (pure). */
export function buildScheduleIndex(rows: readonly IndexRow[]): ScheduleIndex {
  const voyages = new Map<string, IndexedVoyage>();
  const departures = new Map<string, IndexedCall[]>();
  const arrivals = new Map<string, IndexedCall[]>();
  for (const r of rows) {
    // Each row is a call with its voyage's columns beside it: split them apart.
    const {
      carrier_code,
      service_code,
      service_name,
      vessel_imo,
      vessel_name,
      vessel_mmsi,
      vessel_call_sign,
      voyage_number,
      universal_voyage_reference,
      voyage_updated_at,
      ...callColumns
    } = r;
    let voyage = voyages.get(r.voyage_id);
    if (!voyage) {
      voyage = {
        row: {
          id: r.voyage_id,
          carrier_code,
          service_code,
          service_name,
          vessel_imo,
          vessel_name,
          vessel_mmsi,
          vessel_call_sign,
          voyage_number,
          universal_voyage_reference,
          // Epoch ms: the page only compares it (msOf passes numbers through).
          updated_at: msOf(voyage_updated_at),
        },
        calls: [],
        callRows: [],
      };
      voyages.set(r.voyage_id, voyage);
    }
    const row: CallRow = { ...callColumns, updated_at: msOf(r.updated_at) };
    const calls = voyage.calls as IndexedCall[];
    const call: IndexedCall = {
      row,
      voyage,
      at: calls.length,
      portKey: r.port_key,
      sellable: r.status === 'SCHEDULED' || r.status === 'ADDED',
      arrival: msOf(r.arrival_at),
      departure: msOf(r.departure_at),
    };
    calls.push(call);
    (voyage.callRows as CallRow[]).push(row);
    if (!call.sellable) continue;
    if (call.departure !== null) push(departures, call.portKey, call);
    if (call.arrival !== null) push(arrivals, call.portKey, call);
  }
  for (const list of departures.values()) list.sort(byTime('departure'));
  for (const list of arrivals.values()) list.sort(byTime('arrival'));
  return { voyages, departures, arrivals, calls: rows.length };
}

function push(map: Map<string, IndexedCall[]>, key: string, call: IndexedCall): void {
  const list = map.get(key);
  if (list) list.push(call);
  else map.set(key, [call]);
}

/** The first position in `list` (sorted by `key`) whose time is ≥ `ms`. */
export function firstAtOrAfter(
  list: readonly IndexedCall[],
  key: 'arrival' | 'departure',
  ms: number,
): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (((list[mid] as IndexedCall)[key] as number) < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
