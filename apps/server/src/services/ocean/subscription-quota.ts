import { AppError, EDITIONS, effectiveEdition, StatusCode } from '@tracklane/domain';
import { and, count, eq, gte } from 'drizzle-orm';
import type { SubscriptionScope } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions, organizations } from '../../db/schema/index.js';

const YEAR_MS = 365 * 86_400_000;

/**
 * The edition's yearly tracking volume and what is left of it: subscriptions created in the last
 * 12 months, deleted ones included (deleting must not refill the quota). Guests get the free
 * edition's. Also the edition's update frequency, which a new shipment's polling interval needs.
 */
export async function subscriptionQuota({
  db,
  scope,
  now,
}: {
  db: Database;
  scope: SubscriptionScope;
  now: Date;
}): Promise<{ limit: number; used: number; remaining: number; updateFrequencyMinutes: number }> {
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
  const [row] = await db.orm
    .select({ n: count() })
    .from(oceanSubscriptions)
    .where(and(owner, gte(oceanSubscriptions.createdAt, since)));
  const used = row?.n ?? 0;
  return {
    limit: limits.trackingVolume,
    used,
    remaining: Math.max(0, limits.trackingVolume - used),
    updateFrequencyMinutes: limits.updateFrequencyMinutes,
  };
}
