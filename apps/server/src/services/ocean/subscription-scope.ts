import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { loadAccess } from '../../auth/access.js';
import type { Caller, Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions } from '../../db/schema/index.js';

/**
 * Whose subscriptions a caller may see and change: a member's organisation (only their own
 * subscriptions under data scope 'related'), or a guest's own. Every ocean query goes through
 * `scopeCondition`, so no service can forget the tenant filter.
 */
export type SubscriptionScope =
  | { kind: 'organization'; organizationId: string; userId: string; ownerOnly: boolean }
  | { kind: 'guest'; guestId: string };

export async function scopeOf(db: Database, caller: Caller): Promise<SubscriptionScope> {
  if (caller.organizationId === null) return { kind: 'guest', guestId: caller.subject };
  const access = await loadAccess(db, caller as Member);
  return {
    kind: 'organization',
    organizationId: access.organizationId,
    userId: access.userId,
    ownerOnly: access.dataScope === 'related',
  };
}

/** The rows of the scope that are not deleted. */
export function scopeCondition(scope: SubscriptionScope): SQL {
  const live = isNull(oceanSubscriptions.deletedAt);
  if (scope.kind === 'guest') return and(eq(oceanSubscriptions.guestId, scope.guestId), live) as SQL;
  const inOrganization = eq(oceanSubscriptions.organizationId, scope.organizationId);
  if (!scope.ownerOnly) return and(inOrganization, live) as SQL;
  return and(inOrganization, eq(oceanSubscriptions.ownerUserId, scope.userId), live) as SQL;
}
