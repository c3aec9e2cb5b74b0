import {
  type CallStatus,
  namedCutOffs,
  type PortDirectory,
  type RawCutOff,
  type ScheduleCall,
  type SchedulePort,
} from '@tracklane/domain';
import { jsonOf } from '../ocean/sql-rows.js';

/** A schedule_calls row as raw SQL returns it (either driver: Date or string times). */
export interface CallRow {
  id: string;
  voyage_id: string;
  seq: number;
  port_code: string;
  port_key: string;
  terminal_code: string | null;
  status: string;
  status_codes: string[] | string;
  planned_arrival: unknown;
  planned_departure: unknown;
  estimated_arrival: unknown;
  estimated_departure: unknown;
  actual_arrival: unknown;
  actual_departure: unknown;
  arrival_at: unknown;
  departure_at: unknown;
  cut_offs: unknown;
  ais_arrival: unknown;
  ais_berth: unknown;
  ais_departure: unknown;
  updated_at: unknown;
}

/** Every column of schedule_calls, in CallRow's names (for `select ${CALL_COLUMNS} from schedule_calls c`). */
export const CALL_COLUMNS = `c.id, c.voyage_id, c.seq, c.port_code, c.port_key, c.terminal_code, c.status, c.status_codes,
  c.planned_arrival, c.planned_departure, c.estimated_arrival, c.estimated_departure, c.actual_arrival,
  c.actual_departure, c.arrival_at, c.departure_at, c.cut_offs, c.ais_arrival, c.ais_berth, c.ais_departure,
  c.updated_at`;

/** A timestamp of either driver (Date, ISO or PostgreSQL text) → epoch ms, or null. */
export function msOf(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const ms = Date.parse(String(value));
  return Number.isNaN(ms) ? null : ms;
}

export const isoOf = (value: unknown): string | null => {
  const ms = msOf(value);
  return ms === null ? null : new Date(ms).toISOString();
};

/** text[] arrives as an array from both drivers today; the text form `{A,B}` is read too. */
export function textArrayOf(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}

export function schedulePortOf(code: string, ports: PortDirectory): SchedulePort {
  const port = ports.get(code);
  return {
    portCode: code,
    portName: port?.nameEn ?? code,
    portNameCn: port && port.nameCn !== port.nameEn ? port.nameCn : null,
    country: port?.country ?? code.slice(0, 2),
    timeZone: port?.timeZone ?? null,
  };
}

export const cutOffsOf = (row: Pick<CallRow, 'cut_offs'>) =>
  namedCutOffs(jsonOf<RawCutOff[]>(row.cut_offs) ?? []);

export function scheduleCallOf(row: CallRow, ports: PortDirectory): ScheduleCall {
  const planned = { arrival: isoOf(row.planned_arrival), departure: isoOf(row.planned_departure) };
  return {
    ...schedulePortOf(row.port_code, ports),
    callId: row.id,
    terminalCode: row.terminal_code,
    status: row.status as CallStatus,
    statusCodes: textArrayOf(row.status_codes),
    plannedArrival: planned.arrival,
    plannedDeparture: planned.departure,
    estimatedArrival: isoOf(row.estimated_arrival),
    estimatedDeparture: isoOf(row.estimated_departure),
    actualArrival: isoOf(row.actual_arrival),
    actualDeparture: isoOf(row.actual_departure),
    aisArrival: isoOf(row.ais_arrival),
    aisDeparture: isoOf(row.ais_departure),
    arrival: isoOf(row.arrival_at),
    departure: isoOf(row.departure_at),
  };
}
