import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { oceanShipments } from '../../db/schema/index.js';

/**
 * What a poll needs of its shipment, without the view: the view is the largest column (tens of
 * kilobytes of jsonb) and most polls bring nothing new, so it is read only when a batch is stored
 * (store-tracking-batch.ts). `hasView` says whether one was ever built.
 */
const headColumns = {
  id: oceanShipments.id,
  carrierCode: oceanShipments.carrierCode,
  referenceType: oceanShipments.referenceType,
  reference: oceanShipments.reference,
  billNo: oceanShipments.billNo,
  containerNo: oceanShipments.containerNo,
  cursor: oceanShipments.cursor,
  viewBuiltAt: oceanShipments.viewBuiltAt,
  completed: oceanShipments.completed,
  status: oceanShipments.status,
  refreshIntervalMinutes: oceanShipments.refreshIntervalMinutes,
  consecutiveErrors: oceanShipments.consecutiveErrors,
  hasView: sql<boolean>`${oceanShipments.view} is not null`.mapWith(Boolean),
};

export async function loadShipmentHead(db: Database, shipmentId: string) {
  const [head] = await db.orm
    .select(headColumns)
    .from(oceanShipments)
    .where(eq(oceanShipments.id, shipmentId));
  return head;
}

/** The heads of several shipments in one query (a refresh run reads them ahead of its polls). */
export async function loadShipmentHeads(db: Database, shipmentIds: readonly string[]) {
  if (shipmentIds.length === 0) return new Map<string, ShipmentHead>();
  const rows = await db.orm
    .select(headColumns)
    .from(oceanShipments)
    // One array parameter: the same statement text whatever the count (statement-naming-client.ts).
    .where(sql`${oceanShipments.id} = any(${sql.param([...shipmentIds])}::uuid[])`);
  return new Map(rows.map((row) => [row.id, row]));
}

export type ShipmentHead = NonNullable<Awaited<ReturnType<typeof loadShipmentHead>>>;
