import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { scheduleCalls, scheduleServices, scheduleVoyages } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';
import { bestKnownTimes } from './best-known-times.js';
import type { MergedCall } from './merge-cut-offs.js';
import { scheduleChange } from './schedule-index-source.js';
import { CARRIER_TIME_COLUMNS } from './schedule-rows.js';

export interface VoyageToStore {
  carrierCode: string;
  serviceCode: string;
  serviceName: string;
  vessel: { imo: string; name: string; mmsi: string | null; callSign: string | null };
  voyageNumber: string;
  universalVoyageReference: string | null;
  calls: (MergedCall & { portKey: string })[];
}

export interface StoredSchedules {
  services: number;
  voyages: number;
  calls: number;
  /** Rows that changed (inserted or updated); 0 when the payload was already stored. */
  changedCalls: number;
  removedCalls: number;
  /** Services and voyages inserted or updated. */
  changedServices: number;
  changedVoyages: number;
}

const BATCH = 500;
const date = (ms: number | null) => (ms === null ? null : new Date(ms));
const chunks = <T>(items: readonly T[], size = BATCH): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/**
 * Writes one ingest in one transaction, keyed by what the provider names: services by (carrier,
 * code), voyages by (service, IMO, voyage number), calls by (voyage, transportCallReference).
 * A row is only rewritten when a value differs (`is distinct from`), so re-ingesting the same
 * payload leaves every row, updated_at included, as it was. Calls a stored voyage no longer
 * publishes are removed; voyages that left the provider's window are kept as history. When any
 * row changed, the transaction announces it (schedule-index-source.ts), so every process's
 * search index is rebuilt.
 */
export async function storeSchedules({
  db,
  voyages,
  source,
  now,
}: {
  db: Database;
  voyages: readonly VoyageToStore[];
  source: string;
  now: Date;
}): Promise<StoredSchedules> {
  const change = scheduleChange(db);
  const stored = await db.orm.transaction(async (tx) => {
    let changedServices = 0;
    let changedVoyages = 0;
    const services = new Map<string, { carrierCode: string; serviceCode: string; serviceName: string }>();
    for (const v of voyages)
      services.set(`${v.carrierCode}|${v.serviceCode}`, {
        carrierCode: v.carrierCode,
        serviceCode: v.serviceCode,
        serviceName: v.serviceName,
      });
    for (const part of chunks([...services.values()])) {
      const written = await tx
        .insert(scheduleServices)
        .values(part.map((s) => ({ ...s, source, updatedAt: now })))
        .onConflictDoUpdate({
          target: [scheduleServices.carrierCode, scheduleServices.serviceCode],
          set: { serviceName: sql`excluded.service_name`, source: sql`excluded.source`, updatedAt: now },
          setWhere: sql`(${scheduleServices.serviceName}, ${scheduleServices.source}) is distinct from (excluded.service_name, excluded.source)`,
        })
        .returning({ id: scheduleServices.id });
      changedServices += written.length;
    }
    const serviceIds = new Map<string, string>();
    for (const part of chunks([...new Set(voyages.map((v) => v.serviceCode))])) {
      const rows = await tx
        .select({
          id: scheduleServices.id,
          carrierCode: scheduleServices.carrierCode,
          serviceCode: scheduleServices.serviceCode,
        })
        .from(scheduleServices)
        .where(inArray(scheduleServices.serviceCode, part));
      for (const r of rows) serviceIds.set(`${r.carrierCode}|${r.serviceCode}`, r.id);
    }

    const voyageRows = voyages.map((v) => {
      const planned = v.calls.map((c) => c.plannedArrival).filter((t): t is number => t !== null);
      return {
        serviceId: serviceIds.get(`${v.carrierCode}|${v.serviceCode}`) as string,
        vesselImo: v.vessel.imo,
        vesselName: v.vessel.name,
        vesselMmsi: v.vessel.mmsi,
        vesselCallSign: v.vessel.callSign,
        voyageNumber: v.voyageNumber,
        universalVoyageReference: v.universalVoyageReference,
        blank: v.calls.length > 0 && v.calls.every((c) => c.status === 'BLANKED'),
        firstPlannedAt: planned.length > 0 ? new Date(Math.min(...planned)) : null,
        updatedAt: now,
      };
    });
    for (const part of chunks(voyageRows)) {
      const written = await tx
        .insert(scheduleVoyages)
        .values(part)
        .onConflictDoUpdate({
          target: [scheduleVoyages.serviceId, scheduleVoyages.vesselImo, scheduleVoyages.voyageNumber],
          set: {
            vesselName: sql`excluded.vessel_name`,
            vesselMmsi: sql`coalesce(excluded.vessel_mmsi, ${scheduleVoyages.vesselMmsi})`,
            vesselCallSign: sql`coalesce(excluded.vessel_call_sign, ${scheduleVoyages.vesselCallSign})`,
            universalVoyageReference: sql`excluded.universal_voyage_reference`,
            blank: sql`excluded.blank`,
            firstPlannedAt: sql`excluded.first_planned_at`,
            updatedAt: now,
          },
          setWhere: sql`(${scheduleVoyages.vesselName}, ${scheduleVoyages.vesselMmsi}, ${scheduleVoyages.vesselCallSign}, ${scheduleVoyages.universalVoyageReference}, ${scheduleVoyages.blank}, ${scheduleVoyages.firstPlannedAt})
            is distinct from (excluded.vessel_name, coalesce(excluded.vessel_mmsi, ${scheduleVoyages.vesselMmsi}), coalesce(excluded.vessel_call_sign, ${scheduleVoyages.vesselCallSign}), excluded.universal_voyage_reference, excluded.blank, excluded.first_planned_at)`,
        })
        .returning({ id: scheduleVoyages.id });
      changedVoyages += written.length;
    }
    const voyageIds = new Map<string, string>();
    for (const part of chunks([...new Set(voyageRows.map((v) => v.serviceId))])) {
      const rows = await tx
        .select({
          id: scheduleVoyages.id,
          serviceId: scheduleVoyages.serviceId,
          imo: scheduleVoyages.vesselImo,
          voyage: scheduleVoyages.voyageNumber,
        })
        .from(scheduleVoyages)
        .where(inArray(scheduleVoyages.serviceId, part));
      for (const r of rows) voyageIds.set(`${r.serviceId}|${r.imo}|${r.voyage}`, r.id);
    }

    const callRows = voyages.flatMap((v, i) => {
      const row = voyageRows[i] as (typeof voyageRows)[number];
      const voyageId = voyageIds.get(`${row.serviceId}|${row.vesselImo}|${row.voyageNumber}`) as string;
      const best = bestKnownTimes(v.calls);
      return v.calls.map((c, seq) => ({
        voyageId,
        seq,
        transportCallReference: c.transportCallReference,
        portCode: c.portCode,
        portKey: c.portKey,
        terminalCode: c.terminalCode,
        status: c.status,
        statusCodes: c.statusCodes,
        plannedArrival: date(c.plannedArrival),
        plannedDeparture: date(c.plannedDeparture),
        estimatedArrival: date(c.estimatedArrival),
        estimatedDeparture: date(c.estimatedDeparture),
        actualArrival: date(c.actualArrival),
        actualDeparture: date(c.actualDeparture),
        arrivalAt: date(best[seq]?.arrival ?? null),
        departureAt: date(best[seq]?.departure ?? null),
        // CS said nothing about the call (outside its window, or CS down): keep what is stored.
        cutOffs: c.cutOffs ?? [],
        keepCutOffs: c.cutOffs === null,
        updatedAt: now,
      }));
    });
    let changedCalls = 0;
    const columns = [
      'seq',
      'port_code',
      'port_key',
      'terminal_code',
      'status',
      'status_codes',
      ...CARRIER_TIME_COLUMNS,
    ];
    const current = sql.raw(columns.map((c) => `schedule_calls.${c}`).join(', '));
    const incoming = sql.raw(columns.map((c) => `excluded.${c}`).join(', '));
    const set = Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded.${c}`)]));
    for (const part of chunks(callRows)) {
      const keep = new Set(
        part.filter((r) => r.keepCutOffs).map((r) => `${r.voyageId}|${r.transportCallReference}`),
      );
      // Two statements so a call CS said nothing about keeps its stored cut-offs.
      for (const keepCutOffs of [false, true]) {
        const rows = part
          .filter((r) => keep.has(`${r.voyageId}|${r.transportCallReference}`) === keepCutOffs)
          .map(({ keepCutOffs: _k, ...r }) => r);
        if (rows.length === 0) continue;
        const cutOffs = keepCutOffs ? sql`schedule_calls.cut_offs` : sql`excluded.cut_offs`;
        const written = await tx
          .insert(scheduleCalls)
          .values(rows)
          .onConflictDoUpdate({
            target: [scheduleCalls.voyageId, scheduleCalls.transportCallReference],
            set: { ...renameKeys(set), cutOffs, updatedAt: now },
            setWhere: sql`(${current}, schedule_calls.cut_offs) is distinct from (${incoming}, ${cutOffs})`,
          })
          .returning({ id: scheduleCalls.id });
        changedCalls += written.length;
      }
    }

    let removedCalls = 0;
    const ids = [...new Set(callRows.map((r) => r.voyageId))];
    for (const part of chunks(ids)) {
      const keys = callRows.filter((r) => part.includes(r.voyageId));
      const result = await tx.execute(sql`
        delete from schedule_calls c
        where c.voyage_id in (${sql.join(
          part.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
          and not exists (
            select 1 from jsonb_to_recordset(${JSON.stringify(keys.map((k) => ({ v: k.voyageId, r: k.transportCallReference })))}::jsonb) as k(v uuid, r text)
            where k.v = c.voyage_id and k.r = c.transport_call_reference)
        returning c.id`);
      removedCalls += rowsOf(result).length;
    }
    if (changedServices + changedVoyages + changedCalls + removedCalls > 0)
      await tx.execute(sql`select pg_notify(${change.channel}, ${change.token})`);
    return {
      services: services.size,
      voyages: voyageRows.length,
      calls: callRows.length,
      changedCalls,
      removedCalls,
      changedServices,
      changedVoyages,
    };
  });
  if (stored.changedServices + stored.changedVoyages + stored.changedCalls + stored.removedCalls > 0)
    change.committed();
  return stored;
}

/** drizzle's `set` takes the TypeScript column names; the list above is written in SQL names. */
function renameKeys(set: Record<string, unknown>) {
  const camel = (name: string) => name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
  return Object.fromEntries(Object.entries(set).map(([k, v]) => [camel(k), v]));
}
