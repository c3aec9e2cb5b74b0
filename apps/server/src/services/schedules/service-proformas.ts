import {
  buildProforma,
  type CallStatus,
  type Language,
  type PortDirectory,
  type ServiceProforma,
} from '@tracklane/domain';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { assertScheduleQuota } from './assert-schedule-quota.js';
import { loadVoyages, type VoyageRow } from './load-sailings.js';
import { notFound } from './read-schedule-query.js';
import { type CallRow, msOf, schedulePortOf } from './schedule-rows.js';

/**
 * POST /vessel2/getServiceProformas: the service's rotation as its long-term schedule plans it,
 * read from the stored voyages' planned times (domain buildProforma), with its vessels.
 */
export async function serviceProformas({
  db,
  caller,
  body,
  ports,
  language,
  now,
}: {
  db: Database;
  caller: Caller;
  body: { carrierCode: string; serviceCode: string };
  ports: PortDirectory;
  language: Language;
  now: Date;
}): Promise<ServiceProforma> {
  const ids = rowsOf<{ id: string }>(
    await db.executeSql(
      `select v.id from schedule_voyages v join schedule_services s on s.id = v.service_id
        where s.carrier_code = $1 and s.service_code = $2 order by v.first_planned_at`,
      [body.carrierCode.toUpperCase(), body.serviceCode],
    ),
  ).map((r) => r.id);
  if (ids.length === 0) throw notFound('serviceNotFound', language);
  await assertScheduleQuota({ db, caller, now });
  const { voyages, calls } = await loadVoyages(db, ids);
  const list = ids.map((id) => ({ voyage: voyages.get(id) as VoyageRow, calls: calls.get(id) ?? [] }));
  const proforma = buildProforma(
    list.map(({ voyage, calls: rows }) => ({
      vesselName: voyage.vessel_name,
      vesselImo: voyage.vessel_imo || null,
      voyage: voyage.voyage_number,
      blank: rows.length > 0 && rows.every((c: CallRow) => c.status === 'BLANKED'),
      calls: rows.map((c) => ({
        portCode: c.port_code,
        terminalCode: c.terminal_code,
        status: c.status as CallStatus,
        plannedArrival: msOf(c.planned_arrival),
        plannedDeparture: msOf(c.planned_departure),
      })),
    })),
    now.getTime(),
  );
  if (!proforma) throw notFound('serviceNotFound', language);
  const head = list[0]?.voyage as VoyageRow;
  const vessels = new Map<string, VoyageRow>();
  for (const { voyage } of list) vessels.set(voyage.vessel_imo || voyage.vessel_name, voyage);
  return {
    carrierCode: head.carrier_code,
    serviceCode: head.service_code,
    serviceName: head.service_name,
    frequencyDays: proforma.frequencyDays,
    loopDays: proforma.loopDays,
    vessels: [...vessels.values()].map((v) => ({
      name: v.vessel_name,
      imo: v.vessel_imo || null,
      mmsi: v.vessel_mmsi,
      callSign: v.vessel_call_sign,
    })),
    rotation: proforma.rotation.map((c) => ({ ...schedulePortOf(c.portCode, ports), ...c })),
    basedOn: proforma.basedOn,
  };
}
