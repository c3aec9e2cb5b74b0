import type { ScheduleVessel } from '@tracklane/domain';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';

export interface FoundVessel extends ScheduleVessel {
  /** The carrier and service of its latest voyage. */
  carrierCode: string | null;
  serviceCode: string | null;
}

interface Row {
  vessel_name: string;
  vessel_imo: string;
  vessel_mmsi: string | null;
  vessel_call_sign: string | null;
  carrier_code: string;
  service_code: string;
}

/**
 * A vessel by what a page knows of it: its name (as carriers publish it, any case), a 7-digit IMO
 * or a 9-digit MMSI. Read from the schedules (the latest voyage, of `carrierCode` when given); the
 * MMSI falls back to our AIS registry by IMO, so AIS works for providers that publish no MMSI.
 * Null when no schedule names the vessel.
 */
export async function findScheduleVessel(
  db: Database,
  key: string,
  carrierCode: string | null = null,
): Promise<FoundVessel | null> {
  const value = key.trim();
  const column = /^\d{9}$/.test(value)
    ? 'v.vessel_mmsi'
    : /^\d{7}$/.test(value)
      ? 'v.vessel_imo'
      : 'upper(v.vessel_name)';
  const [row] = rowsOf<Row>(
    await db.executeSql(
      `select v.vessel_name, v.vessel_imo, v.vessel_mmsi, v.vessel_call_sign, s.carrier_code, s.service_code
        from schedule_voyages v join schedule_services s on s.id = v.service_id
        where ${column} = $1 ${carrierCode ? 'and s.carrier_code = $2' : ''}
        order by (v.vessel_mmsi is null), v.first_planned_at desc nulls last limit 1`,
      [
        column === 'upper(v.vessel_name)' ? value.toUpperCase() : value,
        ...(carrierCode ? [carrierCode] : []),
      ],
    ),
  );
  if (!row) return null;
  let mmsi = row.vessel_mmsi;
  if (!mmsi && /^\d{7}$/.test(row.vessel_imo)) {
    const [registered] = rowsOf<{ mmsi: number }>(
      await db.executeSql('select mmsi from vessels where imo = $1 order by updated_at desc limit 1', [
        Number(row.vessel_imo),
      ]),
    );
    mmsi = registered ? String(registered.mmsi) : null;
  }
  return {
    name: row.vessel_name,
    imo: row.vessel_imo || null,
    mmsi,
    callSign: row.vessel_call_sign,
    carrierCode: row.carrier_code,
    serviceCode: row.service_code,
  };
}
