import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions } from '../../db/schema/index.js';

/** A subscription of the shipment, as a notice or a webhook message names it. */
export interface ShipmentSubscription {
  id: string;
  organizationId: string;
  ownerUserId: string | null;
  billNumber: string;
  containerNumber: string;
  carrierCode: string;
  polCode: string | null;
  podCode: string | null;
  /** The member's remark (a rule's filter scope may match it). */
  remark: string;
}

/**
 * The live subscriptions of a shipment held by organisations, oldest first: read once per
 * fan-out, for the members to tell and for the organisations' webhooks.
 */
export async function shipmentSubscriptions(
  tx: Database['orm'],
  shipmentId: string,
): Promise<ShipmentSubscription[]> {
  return tx
    .select({
      id: oceanSubscriptions.id,
      organizationId: sql<string>`${oceanSubscriptions.organizationId}`,
      ownerUserId: oceanSubscriptions.ownerUserId,
      billNumber: oceanSubscriptions.billNumber,
      containerNumber: oceanSubscriptions.containerNumber,
      carrierCode: oceanSubscriptions.carrierCode,
      polCode: oceanSubscriptions.polCode,
      podCode: oceanSubscriptions.podCode,
      remark: oceanSubscriptions.remark,
    })
    .from(oceanSubscriptions)
    .where(
      and(
        eq(oceanSubscriptions.shipmentId, shipmentId),
        isNull(oceanSubscriptions.deletedAt),
        isNotNull(oceanSubscriptions.organizationId),
      ),
    )
    .orderBy(asc(oceanSubscriptions.createdAt), asc(oceanSubscriptions.id));
}
