import { and, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { SubscriptionScope } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions } from '../../db/schema/index.js';

/** The columns visibility depends on, of one live subscription to a changed shipment. */
export interface SubscriptionOwnership {
  id: string;
  shipmentId: string;
  organizationId: string | null;
  ownerUserId: string | null;
  guestId: string | null;
}

/** Whose connections are open: only their subscriptions are worth reading. */
export interface LiveAudience {
  organizationIds: string[];
  guestIds: string[];
}

/**
 * The live subscriptions to the changed shipments held by the open connections' organisations
 * and guests: one query per batch of changes, whatever the number of connections; each
 * connection then filters the rows with `visibleSubscriptionIds`.
 */
export async function subscriptionsOfShipments(
  db: Database,
  shipmentIds: readonly string[],
  audience: LiveAudience,
): Promise<SubscriptionOwnership[]> {
  const holders: SQL[] = [];
  if (audience.organizationIds.length > 0)
    holders.push(inArray(oceanSubscriptions.organizationId, audience.organizationIds));
  if (audience.guestIds.length > 0) holders.push(inArray(oceanSubscriptions.guestId, audience.guestIds));
  if (holders.length === 0 || shipmentIds.length === 0) return [];
  return db.orm
    .select({
      id: oceanSubscriptions.id,
      shipmentId: oceanSubscriptions.shipmentId,
      organizationId: oceanSubscriptions.organizationId,
      ownerUserId: oceanSubscriptions.ownerUserId,
      guestId: oceanSubscriptions.guestId,
    })
    .from(oceanSubscriptions)
    .where(
      and(
        inArray(oceanSubscriptions.shipmentId, [...shipmentIds]),
        isNull(oceanSubscriptions.deletedAt),
        or(...holders),
      ),
    );
}

/**
 * The ids among `rows` (live subscriptions) a scope may see: the same rule as the list's
 * `scopeCondition` (subscription-scope.ts), applied in memory to rows already read; the test
 * checks both agree.
 */
export function visibleSubscriptionIds(scope: SubscriptionScope, rows: readonly SubscriptionOwnership[]) {
  return rows
    .filter((row) =>
      scope.kind === 'guest'
        ? row.guestId === scope.guestId
        : row.organizationId === scope.organizationId &&
          (!scope.ownerOnly || row.ownerUserId === scope.userId),
    )
    .map((row) => row.id);
}
