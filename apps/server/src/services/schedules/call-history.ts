import {
  type CallHistory,
  type CallStatus,
  delayHoursOf,
  type MeasuredCall,
  measureSide,
  ON_TIME_HISTORY_DAYS,
  ON_TIME_TOLERANCE_HOURS,
  type PortDirectory,
} from '@tracklane/domain';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { CALL_COLUMNS, type CallRow, msOf, scheduleCallOf } from './schedule-rows.js';

const DAY = 86_400_000;

/** A past call with its voyage, for on-time figures. */
export interface HistoryRow extends CallRow {
  carrier_code: string;
  service_code: string;
  service_name: string;
  vessel_name: string;
  vessel_imo: string;
  vessel_mmsi: string | null;
  voyage_number: string;
}

export interface HistoryFilter {
  carrierCode?: string | null;
  serviceCode?: string | null;
  vesselImo?: string | null;
  /** Upper-cased vessel name (when the IMO is not known). */
  vesselName?: string | null;
  voyageNumber?: string | null;
  /** Canonical port codes: only calls at these ports. */
  ports?: readonly string[] | null;
  /** Only voyages calling `first` before `second` (a route), their calls at either port. */
  route?: { first: string; second: string } | null;
  /** Window on the call's planned arrival (else planned departure). */
  from: number;
  to: number;
}

/** The last 3 months up to now: the on-time window of every figure. */
export const historyWindow = (now: number) => ({ from: now - ON_TIME_HISTORY_DAYS * DAY, to: now });
export const windowWire = (w: { from: number; to: number }) => ({
  from: new Date(w.from).toISOString(),
  to: new Date(w.to).toISOString(),
  toleranceHours: ON_TIME_TOLERANCE_HOURS,
});

/** Calls with their voyage and service matching the filter, oldest planned first. */
export async function loadCallHistory(db: Database, f: HistoryFilter): Promise<HistoryRow[]> {
  const where: string[] = [
    'coalesce(c.planned_arrival, c.planned_departure) >= $1',
    'coalesce(c.planned_arrival, c.planned_departure) <= $2',
  ];
  const values: unknown[] = [new Date(f.from).toISOString(), new Date(f.to).toISOString()];
  const add = (clause: (param: string) => string, value: unknown) => {
    values.push(value);
    where.push(clause(`$${values.length}`));
  };
  if (f.carrierCode) add((p) => `s.carrier_code = ${p}`, f.carrierCode);
  if (f.serviceCode) add((p) => `s.service_code = ${p}`, f.serviceCode);
  if (f.vesselImo) add((p) => `v.vessel_imo = ${p}`, f.vesselImo);
  if (f.vesselName) add((p) => `upper(v.vessel_name) = ${p}`, f.vesselName);
  if (f.voyageNumber) add((p) => `v.voyage_number = ${p}`, f.voyageNumber);
  if (f.ports) add((p) => `c.port_key = any(${p}::text[])`, f.ports);
  if (f.route) {
    values.push(f.route.first, f.route.second);
    const [first, second] = [`$${values.length - 1}`, `$${values.length}`];
    where.push(`c.port_key in (${first}, ${second})`);
    where.push(`exists (select 1 from schedule_calls p join schedule_calls q on q.voyage_id = p.voyage_id
      and q.seq > p.seq and q.port_key = ${second} where p.voyage_id = c.voyage_id and p.port_key = ${first})`);
  }
  const result = await db.executeSql(
    `select ${CALL_COLUMNS}, s.carrier_code, s.service_code, s.service_name, v.vessel_name, v.vessel_imo,
        v.vessel_mmsi, v.voyage_number
      from schedule_calls c
      join schedule_voyages v on v.id = c.voyage_id
      join schedule_services s on s.id = v.service_id
      where ${where.join(' and ')}
      order by coalesce(c.planned_arrival, c.planned_departure), c.id`,
    values,
  );
  return rowsOf<HistoryRow>(result);
}

export function measuredOf(row: CallRow): MeasuredCall {
  return {
    status: row.status as CallStatus,
    plannedArrival: msOf(row.planned_arrival),
    plannedDeparture: msOf(row.planned_departure),
    actualArrival: msOf(row.actual_arrival),
    actualDeparture: msOf(row.actual_departure),
    aisArrival: msOf(row.ais_arrival),
    aisDeparture: msOf(row.ais_departure),
  };
}

/** A call of the history as the wire shows it: times, delays and on-time flags per side. */
export function callHistoryOf(row: HistoryRow, ports: PortDirectory): CallHistory {
  const m = measuredOf(row);
  const arrival = measureSide(m.status, m.plannedArrival, m.actualArrival, m.aisArrival);
  const departure = measureSide(m.status, m.plannedDeparture, m.actualDeparture, m.aisDeparture);
  return {
    ...scheduleCallOf(row, ports),
    carrierCode: row.carrier_code,
    serviceCode: row.service_code,
    vesselName: row.vessel_name,
    imo: row.vessel_imo || null,
    voyage: row.voyage_number,
    arrivalDelayHours: delayHoursOf(arrival),
    departureDelayHours: delayHoursOf(departure),
    arrivalOnTime: arrival?.onTime ?? null,
    departureOnTime: departure?.onTime ?? null,
    arrivalSource: arrival?.source ?? null,
    departureSource: departure?.source ?? null,
  };
}
