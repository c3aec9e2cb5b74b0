import { AppError, EDITIONS, effectiveEdition, StatusCode } from '@tracklane/domain';
import { and, count, eq, gte } from 'drizzle-orm';
import type { SubscriptionScope } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions, organizations } from '../../db/schema/index.js';

const YEAR_MS = 365 * 86_400_000;

/**
 * The edition's yearly tracking volume: subscriptions created in the last 12 months, deleted
 * ones included (deleting must not refill the quota). Guests get the free edition's. Returns the
 * update frequency of the edition, which the shipment's polling interval needs next.
 */
export async function assertSubscriptionQuota({
  db,
  scope,
  now,
}: {
  db: Database;
  scope: SubscriptionScope;
  now: Date;
}): Promise<{ updateFrequencyMinutes: number }> {
  const since = new Date(now.getTime() - YEAR_MS);
  let limits = EDITIONS.free;
  let owner = eq(oceanSubscriptions.guestId, scope.kind === 'guest' ? scope.guestId : '');
  if (scope.kind === 'organization') {
    const [org] = await db.orm
      .select({ edition: organizations.edition, validUntil: organizations.planValidUntil })
      .from(organizations)
      .where(eq(organizations.id, scope.organizationId));
    if (!org) throw new AppError(StatusCode.TOKEN_INVALID);
    limits = effectiveEdition(org.edition, org.validUntil, now).limits;
    owner = eq(oceanSubscriptions.organizationId, scope.organizationId);
  }
  const [used] = await db.orm
    .select({ n: count() })
    .from(oceanSubscriptions)
    .where(and(owner, gte(oceanSubscriptions.createdAt, since)));
  // The catalogue's own message: the web turns 'call limit exceeded' on subscribe into its text.
  if ((used?.n ?? 0) >= limits.trackingVolume) throw new AppError(StatusCode.CALL_LIMIT_EXCEEDED);
  return { updateFrequencyMinutes: limits.updateFrequencyMinutes };
}
