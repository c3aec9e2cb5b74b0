import type { PortDirectory } from '@tracklane/domain';
import { sql } from 'drizzle-orm';
import { type SubscriptionScope, scopeCondition } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions } from '../../db/schema/index.js';
import { listFilters, matchesAll, type SubscriptionListQuery } from './subscription-list-query.js';

/**
 * Past this many matches the list says "10,000+" instead of counting every row. An exact count
 * of a 100,000-subscription organisation walks 100,000 index entries on every page turn (it was
 * most of the list call's time); nobody pages through more than 10,000 rows, and the filters are
 * how users narrow a big list, so an exact figure above the cap buys nothing.
 */
export const LIST_COUNT_CAP = 10_000;

export interface CappedTotal {
  /** The number of matches, or LIST_COUNT_CAP when there are more. */
  total: number;
  /** False when `total` is the cap and more rows match ("10,000+"). */
  totalIsExact: boolean;
}

/** Reading cap + 1 rows tells "exactly cap" from "more than cap" (pure). */
export function cappedTotalOf(counted: number, cap: number = LIST_COUNT_CAP): CappedTotal {
  return counted > cap ? { total: cap, totalIsExact: false } : { total: counted, totalIsExact: true };
}

/** Counts a scope's subscriptions matching the list filters, stopping after cap + 1 (one bounded walk). */
export async function countSubscriptionsUpTo(
  db: Database,
  scope: SubscriptionScope,
  query: SubscriptionListQuery,
  ports: PortDirectory,
  cap: number = LIST_COUNT_CAP,
): Promise<CappedTotal> {
  const where = matchesAll([scopeCondition(scope), ...listFilters(query, ports)]);
  const capped = db.orm
    .select({ one: sql`1`.as('one') })
    .from(oceanSubscriptions)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [row] = await db.orm.select({ n: sql<number>`count(*)::int` }).from(capped);
  return cappedTotalOf(row?.n ?? 0, cap);
}
