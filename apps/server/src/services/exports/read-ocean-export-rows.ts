import type { PortDirectory } from '@tracklane/domain';
import { type SubscriptionScope, scopeCondition } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions } from '../../db/schema/index.js';
import { type SubscriptionItem, toSubscriptionItem } from '../ocean/subscription-item.js';
import { listFilters, listOrder, matchesAll } from '../ocean/subscription-list-query.js';
import { countryFilters, matchesPortNames, type OceanExportQuery } from './ocean-export-query.js';

/** Rows per database round trip: large enough to be few trips, small enough to stay light. */
export const EXPORT_BATCH_SIZE = 2000;

/**
 * The rows of an export, in the list's order, a batch at a time: the same scope and filters as
 * the list (POST /application/ocean/subscribes), so what the user saw is what they get.
 */
export async function* readOceanExportRows({
  db,
  scope,
  query,
  ports,
  batchSize = EXPORT_BATCH_SIZE,
}: {
  db: Database;
  scope: SubscriptionScope;
  query: OceanExportQuery;
  ports: PortDirectory;
  batchSize?: number;
}): AsyncGenerator<SubscriptionItem[]> {
  const where = matchesAll([scopeCondition(scope), ...listFilters(query, ports), ...countryFilters(query)]);
  const order = listOrder(query.sortBy);
  const keep = matchesPortNames(query);
  for (let offset = 0; ; offset += batchSize) {
    const rows = await db.orm
      .select()
      .from(oceanSubscriptions)
      .where(where)
      .orderBy(...order)
      .limit(batchSize)
      .offset(offset);
    const items = rows.map((r) => toSubscriptionItem(r, ports)).filter(keep);
    if (items.length > 0) yield items;
    if (rows.length < batchSize) return;
  }
}
