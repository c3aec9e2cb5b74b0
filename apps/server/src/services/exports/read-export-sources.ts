import type { OceanShipmentView, PortDirectory } from '@tracklane/domain';
import { and, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { type SubscriptionScope, scopeCondition } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { oceanShipments, oceanSubscriptions, terminalWatches } from '../../db/schema/index.js';
import { toSubscriptionItem } from '../ocean/subscription-item.js';
import {
  listFilters,
  listOrder,
  matchesAll,
  resolveSort,
  SORTABLE,
} from '../ocean/subscription-list-query.js';
import type { ExportSource } from './export-field-values.js';
import { countryFilters, matchesPortNames, type OceanExportQuery } from './ocean-export-query.js';

/** Rows per database round trip: large enough to be few trips, small enough to stay light. */
export const EXPORT_BATCH_SIZE = 2000;

/** The export's rows: the list's scope and filters, narrowed to a selection when one is given. */
export function exportWhere(
  scope: SubscriptionScope,
  query: OceanExportQuery & { subscriptionIds?: string[] | undefined },
  ports: PortDirectory,
): SQL {
  return matchesAll([
    scopeCondition(scope),
    ...listFilters(query, ports),
    ...countryFilters(query),
    ...(query.subscriptionIds ? [inArray(oceanSubscriptions.id, query.subscriptionIds)] : []),
  ]);
}

/**
 * Rows after `last` in the list's order (sort column `nulls last`, then id): a keyset, so each
 * batch is a walk of the list index from where the previous one stopped, however deep.
 */
function after(last: { id: string; value: unknown }, sortBy: string | undefined): SQL {
  const { key, descending } = resolveSort(sortBy);
  const column = SORTABLE[key];
  const value = last.value;
  const id = oceanSubscriptions.id;
  const beyond = descending ? lt : gt;
  if (value === null) return and(isNull(column), beyond(id, last.id)) as SQL;
  return or(
    beyond(column, value as never),
    and(eq(column, value as never), beyond(id, last.id)),
    isNull(column),
  ) as SQL;
}

/**
 * The shipments of an export with what their fields are computed from (the subscription row, its
 * shipment's stored view, its terminal watch), in the list's order, one keyset-paged batch at a
 * time: memory holds one batch, never the list. The next batch is read only when asked for.
 */
export async function* readExportSources({
  db,
  scope,
  query,
  ports,
  viewKeys,
  batchSize = EXPORT_BATCH_SIZE,
}: {
  db: Pick<Database, 'orm'>;
  /** Only these parts of each stored view are read (viewKeysOf the template); all when absent. */
  viewKeys?: readonly (keyof OceanShipmentView)[];
  scope: SubscriptionScope;
  query: OceanExportQuery & { subscriptionIds?: string[] | undefined };
  ports: PortDirectory;
  batchSize?: number;
}): AsyncGenerator<ExportSource[]> {
  const where = exportWhere(scope, query, ports);
  const order = listOrder(query.sortBy);
  const keep = matchesPortNames(query);
  const sortColumn = SORTABLE[resolveSort(query.sortBy).key];
  let last: { id: string; value: unknown } | null = null;
  for (;;) {
    const rows = await db.orm
      .select({
        row: oceanSubscriptions,
        sortValue: sql<unknown>`${sortColumn}`.mapWith(sortColumn),
        view: viewKeys
          ? viewKeys.length === 0
            ? sql<null>`null`
            : sql<Partial<OceanShipmentView> | null>`case when ${oceanShipments.view} is null then null else jsonb_build_object(${sql.join(
                viewKeys.map((key) => sql`${key}::text, ${oceanShipments.view} -> ${key}::text`),
                sql`, `,
              )}) end`
          : oceanShipments.view,
        lastFreeDay: terminalWatches.lastFreeDay,
        holds: terminalWatches.holds,
      })
      .from(oceanSubscriptions)
      .leftJoin(oceanShipments, eq(oceanShipments.id, oceanSubscriptions.shipmentId))
      .leftJoin(terminalWatches, eq(terminalWatches.shipmentId, oceanSubscriptions.shipmentId))
      .where(last ? and(where, after(last, query.sortBy)) : where)
      .orderBy(...order)
      .limit(batchSize);
    const sources = rows
      .filter((r) => keep(toSubscriptionItem(r.row, ports)))
      .map((r) => ({
        row: r.row,
        view: r.view ?? null,
        lastFreeDay: r.lastFreeDay ?? null,
        holds: r.holds ?? null,
      }));
    if (sources.length > 0) yield sources;
    if (rows.length < batchSize) return;
    const end = rows.at(-1);
    last = end ? { id: end.row.id, value: end.sortValue } : null;
  }
}
