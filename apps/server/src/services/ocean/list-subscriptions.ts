import type { PortDirectory, SubscriptionPage } from '@tracklane/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import { type SubscriptionScope, scopeOf } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { oceanShipments } from '../../db/schema/index.js';
import { type CappedTotal, countSubscriptionsUpTo, LIST_COUNT_CAP } from './capped-count.js';
import type { ListCountCache } from './list-count-cache.js';
import { readSubscriptionPage } from './read-subscription-page.js';
import { type ShipmentRefreshRow, toSubscriptionItem } from './subscription-item.js';
import { listFilterKey, type SubscriptionListQuery } from './subscription-list-query.js';

/** Whose list a count belongs to: the names migration 0011's trigger announces changes under. */
const ownerOf = (scope: SubscriptionScope) =>
  scope.kind === 'guest' ? `guest:${scope.guestId}` : scope.organizationId;

/**
 * One page of the caller's subscriptions (GET /application/ocean/subscribe/ and POST
 * /application/ocean/subscribes). Reads only ocean_subscriptions: the list columns are copied
 * there at each refresh, so the page and its count use the organisation's indexes.
 *
 * The total: a short page tells it exactly (offset + rows), with no count at all; otherwise it
 * is counted up to LIST_COUNT_CAP (capped-count.ts) and kept in `counts` until the owner's
 * subscriptions change, since every page turn of the same filters has the same total.
 */
export async function listSubscriptions({
  db,
  caller,
  query,
  ports,
  counts,
}: {
  db: Database;
  caller: Caller;
  query: SubscriptionListQuery;
  ports: PortDirectory;
  counts?: ListCountCache | undefined;
}): Promise<SubscriptionPage> {
  const pageIndex = query.pageIndex ?? 1;
  const pageSize = query.pageSize ?? 10;
  const offset = (pageIndex - 1) * pageSize;
  const scope = await scopeOf(db, caller);
  const owner = ownerOf(scope);
  const filterKey = listFilterKey(scope, query);
  const generation = counts?.generation(owner) ?? 0;
  const cached = counts?.get(owner, filterKey);
  const count = async (): Promise<CappedTotal> => {
    const counted = await countSubscriptionsUpTo(db, scope, query, ports, LIST_COUNT_CAP);
    counts?.set(owner, filterKey, generation, counted);
    return counted;
  };
  const [rows, early] = await Promise.all([
    readSubscriptionPage(db, scope, query, pageSize, offset, ports),
    cached ?? count(),
  ]);
  let total: CappedTotal = early;
  if (rows.length < pageSize && (rows.length > 0 || offset === 0)) {
    total = { total: offset + rows.length, totalIsExact: true };
  } else if (total.totalIsExact && total.total < offset + rows.length) {
    // A cached total the page contradicts: a change not yet announced to this process.
    total = await count();
  }
  const states = await noDataShipments(db, rows);
  return {
    list: rows.map((r) => toSubscriptionItem(r, ports, states.get(r.shipmentId) ?? DATA)),
    ...total,
    pageIndex,
    pageSize,
  };
}

/** Stands for a shipment with data: its item says noData null. */
const DATA: ShipmentRefreshRow = {
  hasData: true,
  lastErrorKind: null,
  lastErrorAt: null,
  lastRefreshedAt: null,
  nextRefreshAt: null,
  checkRequestedAt: null,
};

/**
 * The refresh state of the page's shipments without data (why, next check), by shipment id: one
 * query by primary key, and none when every row of the page has data.
 */
async function noDataShipments(db: Database, rows: { shipmentId: string; displayStatus: string }[]) {
  const ids = [...new Set(rows.filter((r) => r.displayStatus === 'NODATA').map((r) => r.shipmentId))];
  if (ids.length === 0) return new Map<string, ShipmentRefreshRow>();
  const found = await db.orm
    .select({
      id: oceanShipments.id,
      hasData: sql<boolean>`${oceanShipments.status} <> 'NODATA'`,
      lastErrorKind: oceanShipments.lastErrorKind,
      lastErrorAt: oceanShipments.lastErrorAt,
      lastRefreshedAt: oceanShipments.lastRefreshedAt,
      nextRefreshAt: oceanShipments.nextRefreshAt,
      checkRequestedAt: oceanShipments.checkRequestedAt,
    })
    .from(oceanShipments)
    .where(inArray(oceanShipments.id, ids));
  return new Map(found.map(({ id, ...state }) => [id, state]));
}
