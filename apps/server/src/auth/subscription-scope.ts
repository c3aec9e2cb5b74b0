import { and, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { oceanSubscriptions } from '../db/schema/index.js';
import { loadAccess } from './access.js';
import type { Caller, Member } from './caller.js';

/**
 * Whose subscriptions a caller may see and change: a member's organisation (only their own
 * subscriptions under data scope 'related'), or a guest's own. Every ocean query goes through
 * `scopeCondition`, so no service can forget the tenant filter.
 */
export type SubscriptionScope = ScopeOf<string>;

/** A scope whose ids are values, or placeholders of a prepared statement (scopePlaceholders). */
export type ScopeOf<Id> =
  | { kind: 'organization'; organizationId: Id; userId: Id; ownerOnly: boolean }
  | { kind: 'guest'; guestId: Id };

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
export function scopeCondition(scope: ScopeOf<string | Placeholder>): SQL {
  const live = isNull(oceanSubscriptions.deletedAt);
  if (scope.kind === 'guest') return and(eq(oceanSubscriptions.guestId, scope.guestId), live) as SQL;
  const inOrganization = eq(oceanSubscriptions.organizationId, scope.organizationId);
  if (!scope.ownerOnly) return and(inOrganization, live) as SQL;
  return and(inOrganization, eq(oceanSubscriptions.ownerUserId, scope.userId), live) as SQL;
}

/**
 * The same scope with its ids as placeholders (for a statement prepared once per shape), and
 * the values to execute it with.
 */
export function scopePlaceholders(scope: SubscriptionScope): {
  shape: ScopeOf<Placeholder>;
  values: Record<string, string>;
} {
  if (scope.kind === 'guest') {
    return { shape: { kind: 'guest', guestId: sql.placeholder('guest') }, values: { guest: scope.guestId } };
  }
  return {
    shape: {
      kind: 'organization',
      organizationId: sql.placeholder('org'),
      userId: sql.placeholder('user'),
      ownerOnly: scope.ownerOnly,
    },
    values: { org: scope.organizationId, user: scope.userId },
  };
}
