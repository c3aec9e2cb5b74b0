import type {
  CallStatus,
  Language,
  PortDirectory,
  TerminalScheduleQuery,
  TerminalScheduleRow,
} from '@tracklane/domain';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { assertScheduleQuota } from './assert-schedule-quota.js';
import { requirePort } from './read-schedule-query.js';
import { CALL_COLUMNS, type CallRow, cutOffsOf, isoOf, schedulePortOf } from './schedule-rows.js';

const DAY = 86_400_000;
/** The terminal board: calls from 3 days ago to 4 weeks ahead, at most 200. */
const BACK_MS = 3 * DAY;
const AHEAD_MS = 28 * DAY;
const LIMIT = 200;

interface Row extends CallRow {
  carrier_code: string;
  service_code: string;
  service_name: string;
  vessel_name: string;
  vessel_imo: string;
  vessel_mmsi: string | null;
  vessel_call_sign: string | null;
  voyage_number: string;
}

/**
 * GET /application/schedule/terminal: the vessel calls at a port's terminals (SMDG code as the
 * berth), by arrival for imports and by departure for exports. The export view carries the
 * receiving window (port opening → port cut-off); every view carries all cut-offs and ETB, the
 * AIS berthing time once the vessel is alongside, else the best-known arrival.
 */
export async function terminalSchedule({
  db,
  caller,
  query,
  ports,
  language,
  now,
}: {
  db: Database;
  caller: Caller;
  query: TerminalScheduleQuery;
  ports: PortDirectory;
  language: Language;
  now: Date;
}): Promise<TerminalScheduleRow[]> {
  const portKey = requirePort('portCode', query.portCode, ports, language, 'portRequired');
  await assertScheduleQuota({ db, caller, now });
  const isExport = query.isExport ?? true;
  const values: unknown[] = [
    portKey,
    new Date(now.getTime() - BACK_MS).toISOString(),
    new Date(now.getTime() + AHEAD_MS).toISOString(),
  ];
  const filters: string[] = [];
  if (query.vesselNameEn) {
    values.push(`${query.vesselNameEn.toUpperCase().replace(/[\\%_]/g, '\\$&')}%`);
    filters.push(`and upper(v.vessel_name) like $${values.length}`);
  }
  if (query.voyage) {
    values.push(query.voyage);
    filters.push(`and v.voyage_number = $${values.length}`);
  }
  const order = isExport ? 'c.departure_at' : 'c.arrival_at';
  const rows = rowsOf<Row>(
    await db.executeSql(
      `select ${CALL_COLUMNS}, s.carrier_code, s.service_code, s.service_name, v.vessel_name, v.vessel_imo,
          v.vessel_mmsi, v.vessel_call_sign, v.voyage_number
        from schedule_calls c
        join schedule_voyages v on v.id = c.voyage_id
        join schedule_services s on s.id = v.service_id
        where c.port_key = $1 and ${order} >= $2 and ${order} <= $3 ${filters.join(' ')}
        order by ${order}, c.id limit ${LIMIT}`,
      values,
    ),
  );
  return rows.map((r) => {
    const cutOffs = cutOffsOf(r);
    return {
      ...schedulePortOf(r.port_code, ports),
      callId: r.id,
      terminalCode: r.terminal_code,
      vessel: {
        name: r.vessel_name,
        imo: r.vessel_imo || null,
        mmsi: r.vessel_mmsi,
        callSign: r.vessel_call_sign,
      },
      voyage: r.voyage_number,
      carrierCode: r.carrier_code,
      serviceCode: r.service_code,
      serviceName: r.service_name,
      status: r.status as CallStatus,
      eta: isoOf(r.arrival_at),
      etb: isoOf(r.ais_berth) ?? isoOf(r.arrival_at),
      etd: isoOf(r.departure_at),
      ata: isoOf(r.actual_arrival) ?? isoOf(r.ais_arrival),
      atd: isoOf(r.actual_departure) ?? isoOf(r.ais_departure),
      receivingOpen: isExport ? cutOffs.portOpening : null,
      receivingClose: isExport ? cutOffs.portCutOff : null,
      cutOffs,
    };
  });
}
