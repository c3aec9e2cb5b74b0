import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { oceanShipments } from '../../db/schema/index.js';

/** The shipments of these ids with their carriers, as refreshShipments takes them; unknown ids are left out. */
export async function findShipmentCarriers({
  db,
  shipmentIds,
}: {
  db: Database;
  shipmentIds: readonly string[];
}): Promise<{ id: string; carrierCode: string }[]> {
  if (shipmentIds.length === 0) return [];
  return db.orm
    .select({ id: oceanShipments.id, carrierCode: oceanShipments.carrierCode })
    .from(oceanShipments)
    .where(inArray(oceanShipments.id, [...shipmentIds]));
}
