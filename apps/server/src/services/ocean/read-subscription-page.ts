import type { PortDirectory } from '@tracklane/domain';
import { inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import {
  type ScopeOf,
  type SubscriptionScope,
  scopeCondition,
  scopePlaceholders,
} from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { preparedStatement } from '../../db/prepared.js';
import { oceanSubscriptions } from '../../db/schema/index.js';
import {
  listFilters,
  listOrder,
  matchesAll,
  resolveSort,
  type SubscriptionListQuery,
} from './subscription-list-query.js';

/** Past this offset the page's ids are found first (an index-only walk), then their rows. */
const DEEP_OFFSET = 200;

type Bound = string | Placeholder;
type Limit = number | Placeholder;

/**
 * The page query. A deep page (offset 9,990 of a big organisation) would otherwise read every
 * skipped row from the table; its ids come from the index alone, so only the page's own rows
 * are read.
 */
function pageQuery(db: Database, where: SQL, order: SQL[], limit: Limit, offset: Limit, deep: boolean) {
  if (!deep) {
    return db.orm
      .select()
      .from(oceanSubscriptions)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  }
  const ids = db.orm
    .select({ id: oceanSubscriptions.id })
    .from(oceanSubscriptions)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return db.orm
    .select()
    .from(oceanSubscriptions)
    .where(inArray(oceanSubscriptions.id, ids))
    .orderBy(...order);
}

/**
 * One page of a scope's subscriptions in list order. The unfiltered list (most calls: opening the
 * page, turning pages, re-sorting) runs a statement prepared once per scope kind, order and
 * depth; filtered lists are built per call (their shapes are too many to keep prepared).
 */
export async function readSubscriptionPage(
  db: Database,
  scope: SubscriptionScope,
  query: SubscriptionListQuery,
  limit: number,
  offset: number,
  ports: PortDirectory,
) {
  const deep = offset >= DEEP_OFFSET;
  const order = listOrder(query.sortBy);
  const filters = listFilters(query, ports);
  if (filters.length > 0) {
    const where = matchesAll([scopeCondition(scope), ...filters]);
    return pageQuery(db, where, order, limit, offset, deep);
  }
  const { shape, values } = scopePlaceholders(scope);
  const name = statementName(shape, query.sortBy, deep);
  const statement = preparedStatement(db, name, () =>
    pageQuery(
      db,
      scopeCondition(shape),
      order,
      sql.placeholder('limit'),
      sql.placeholder('offset'),
      deep,
    ).prepare(name),
  );
  return statement.execute({ ...values, limit, offset });
}

/** One name per distinct statement text: scope kind, owner-only, order and depth. */
function statementName(shape: ScopeOf<Bound>, sortBy: string | undefined, deep: boolean): string {
  const who = shape.kind === 'guest' ? 'guest' : shape.ownerOnly ? 'owner' : 'org';
  const { key, descending } = resolveSort(sortBy);
  return `list_page_${who}_${key}_${descending ? 'desc' : 'asc'}${deep ? '_deep' : ''}`;
}
