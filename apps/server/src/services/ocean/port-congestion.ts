import { AppError, type Language, type PortDirectory, StatusCode } from '@tracklane/domain';
import { and, count, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions } from '../../db/schema/index.js';
import { type PortVesselActivity, portVesselActivity } from '../vessels/port-vessel-activity.js';
import { directoryPortName } from './directory-port-name.js';

export interface PortCongestion {
  portCode: string;
  /** In the caller's language where the directory has a translation, else English. */
  portName: string;
  /** Shipments bound for the port: no ATA yet, not finished. */
  inbound: number;
  /** Of those, the ones whose ETA has already passed (late or waiting at anchor). */
  inboundOverdue: number;
  /** Shipments discharged at the port and still there (at POD or available for pick-up). */
  waiting: number;
  /** Mean hours since arrival (ATA) of the waiting ones; null with none waiting. */
  averageDwellHours: number | null;
  /** Longest of those dwells, hours. */
  maxDwellHours: number | null;
  /** Vessels at anchor and at berth near the port and the anchored ones' wait, from AIS. */
  vessels: PortVesselActivity | null;
}

/**
 * GET /application/ocean/statistic/congestion?portCode: how busy a port of discharge is, from
 * every tracked shipment (all organisations; only counts leave, never a shipment). A shipment
 * tracked by several organisations counts once (distinct shipment_id). Subscriptions carry the
 * port and dates denormalised, so this reads one table; the shipment's own view is not opened.
 * The vessels waiting at anchor and at berth come from AIS (port-vessel-activity.ts).
 */
export async function portCongestion({
  db,
  portCode,
  ports,
  language = 'en',
  now = new Date(),
}: {
  db: Database;
  portCode: string;
  ports: PortDirectory;
  language?: Language;
  now?: Date;
}): Promise<PortCongestion> {
  const port = ports.get(portCode);
  if (!port) throw new AppError(StatusCode.BAD_PARAMETER, `unknown port ${portCode}`);
  // Subscriptions hold the code the carrier sent (CNSGH for CNSHA): match every code of the port.
  const codes = [...new Set([portCode, port.code, ...(port.aliases ?? [])])];
  const s = oceanSubscriptions;
  const nowIso = now.toISOString();
  const isWaiting = sql`${s.displayStatus} in ('AT_POD', 'AVAILABLE') and ${s.ata} is not null`;
  const isInbound = sql`${s.ata} is null and ${s.displayStatus} not in ('COMPLETE', 'DELIVERED', 'CANCELLED')`;
  // One row per shipment first (several organisations may track it), then the port's figures.
  const perShipment = db.orm
    .select({
      inbound: sql<boolean>`bool_or(${isInbound})`.as('inbound'),
      overdue: sql<boolean>`bool_or(${isInbound} and ${s.eta} < ${nowIso}::timestamptz)`.as('overdue'),
      waitingSince: sql<Date | null>`min(${s.ata}) filter (where ${isWaiting})`.as('waiting_since'),
    })
    .from(s)
    .where(
      and(
        sql`${s.podCode} in (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )})`,
        isNull(s.deletedAt),
      ),
    )
    .groupBy(s.shipmentId)
    .as('per_shipment');
  const hours = sql`extract(epoch from (${nowIso}::timestamptz - ${perShipment.waitingSince})) / 3600`;
  const [row] = await db.orm
    .select({
      inbound: sql<number>`count(*) filter (where ${perShipment.inbound})`,
      inboundOverdue: sql<number>`count(*) filter (where ${perShipment.overdue})`,
      waiting: count(perShipment.waitingSince),
      averageDwellHours: sql<number | null>`avg(${hours})`,
      maxDwellHours: sql<number | null>`max(${hours})`,
    })
    .from(perShipment);
  const round = (v: number | string | null | undefined) =>
    v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10;
  return {
    portCode: port.code,
    portName: directoryPortName(port, port.code, language),
    inbound: Number(row?.inbound ?? 0),
    inboundOverdue: Number(row?.inboundOverdue ?? 0),
    waiting: Number(row?.waiting ?? 0),
    averageDwellHours: round(row?.averageDwellHours),
    maxDwellHours: round(row?.maxDwellHours),
    vessels:
      port.lat === null || port.lon === null
        ? null
        : await portVesselActivity(db, { lat: port.lat, lon: port.lon }, now),
  };
}
