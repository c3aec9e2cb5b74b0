import {
  type CallStatus,
  namedCutOffs,
  type PortDirectory,
  type RawCutOff,
  type ScheduleCall,
  type SchedulePort,
} from '@tracklane/domain';
import { jsonOf } from '../../db/sql-rows.js';

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

/** An instant formatted by PostgreSQL as the wire's ISO 8601 UTC string (no Date round trip). */
export const isoSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The carrier's times of a call: planned, estimated, actual and the best known of them. */
export const CARRIER_TIME_COLUMNS = [
  'planned_arrival',
  'planned_departure',
  'estimated_arrival',
  'estimated_departure',
  'actual_arrival',
  'actual_departure',
  'arrival_at',
  'departure_at',
] as const;

const TIME_COLUMNS = [...CARRIER_TIME_COLUMNS, 'ais_arrival', 'ais_berth', 'ais_departure', 'updated_at'];

/**
 * Every column of schedule_calls `c`, in CallRow's names, the times already as ISO strings:
 * a search page holds hundreds of calls, and parsing each time into a Date only to print it
 * again was a good part of its cost.
 */
export const CALL_COLUMNS = `c.id, c.voyage_id, c.seq, c.port_code, c.port_key, c.terminal_code, c.status, c.status_codes,
  c.cut_offs, ${TIME_COLUMNS.map((name) => `${isoSql(`c.${name}`)} as ${name}`).join(', ')}`;

/** A timestamp of either driver (Date, ISO or PostgreSQL text) → epoch ms, or null. */
export function msOf(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const ms = Date.parse(String(value));
  return Number.isNaN(ms) ? null : ms;
}

const WIRE_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

export const isoOf = (value: unknown): string | null => {
  if (typeof value === 'string' && WIRE_ISO.test(value)) return value;
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
    // The product's code whatever alias the carrier sent, so search, results and detail agree.
    portCode: port?.code ?? code,
    portName: port?.nameEn ?? code,
    portNameCn: port && port.nameCn !== port.nameEn ? port.nameCn : null,
    portNameJp: port?.nameJp ?? null,
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
