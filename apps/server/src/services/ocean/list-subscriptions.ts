import type { PortDirectory } from '@tracklane/domain';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions } from '../../db/schema/index.js';
import { countSubscriptionsUpTo, LIST_COUNT_CAP } from './capped-count.js';
import { type SubscriptionItem, toSubscriptionItem } from './subscription-item.js';
import { listFilters, listOrder, matchesAll, type SubscriptionListQuery } from './subscription-list-query.js';
import { scopeCondition, scopeOf } from './subscription-scope.js';

export interface SubscriptionPage {
  list: SubscriptionItem[];
  /** Matching subscriptions, exact up to LIST_COUNT_CAP (10,000); the cap when there are more. */
  total: number;
  /** False when more than LIST_COUNT_CAP match: show "10,000+". */
  totalIsExact: boolean;
  pageIndex: number;
  pageSize: number;
}

/**
 * One page of the caller's subscriptions (GET /application/ocean/subscribe/ and POST
 * /application/ocean/subscribes). Reads only ocean_subscriptions: the list columns are copied
 * there at each refresh, so the page and its count use the organisation's indexes. The count
 * stops at LIST_COUNT_CAP (capped-count.ts): an exact count of a huge organisation on every page
 * turn cost more than everything else of the call.
 */
export async function listSubscriptions({
  db,
  caller,
  query,
  ports,
}: {
  db: Database;
  caller: Caller;
  query: SubscriptionListQuery;
  ports: PortDirectory;
}): Promise<SubscriptionPage> {
  const pageIndex = query.pageIndex ?? 1;
  const pageSize = query.pageSize ?? 10;
  const where = matchesAll([scopeCondition(await scopeOf(db, caller)), ...listFilters(query)]);
  const [rows, counted] = await Promise.all([
    db.orm
      .select()
      .from(oceanSubscriptions)
      .where(where)
      .orderBy(...listOrder(query.sortBy))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize),
    countSubscriptionsUpTo(db, where, LIST_COUNT_CAP),
  ]);
  return { list: rows.map((r) => toSubscriptionItem(r, ports)), ...counted, pageIndex, pageSize };
}
