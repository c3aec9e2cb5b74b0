import type { Database } from '../../../db/database.js';
import { oceanShipments, oceanSubscriptions, organizations } from '../../../db/schema/index.js';

export interface SandboxReference {
  containerNumber: string;
  carrierCode: string;
}

/**
 * Subscribes real sandbox containers straight in the database (one organisation, one
 * subscription each), due now and never refreshed; returns the shipment ids by container number.
 * For tests that drive the refresh services without the API.
 */
export async function seedSandboxShipments(
  db: Database,
  references: readonly SandboxReference[],
): Promise<Map<string, string>> {
  const [org] = await db.orm
    .insert(organizations)
    .values({ name: 'Crash test', clientId: `TLCRASH${references.length}` })
    .returning();
  const ids = new Map<string, string>();
  for (const { containerNumber, carrierCode } of references) {
    const [shipment] = await db.orm
      .insert(oceanShipments)
      .values({
        carrierCode,
        referenceType: 'CONTAINER',
        reference: containerNumber,
        containerNo: containerNumber,
        refreshIntervalMinutes: 60,
        nextRefreshAt: new Date(),
      })
      .returning();
    await db.orm
      .insert(oceanSubscriptions)
      .values({ organizationId: org!.id, shipmentId: shipment!.id, containerNumber, carrierCode });
    ids.set(containerNumber, shipment!.id);
  }
  return ids;
}
