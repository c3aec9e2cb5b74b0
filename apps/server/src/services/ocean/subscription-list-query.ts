import type { ListQuery, PortDirectory, SortColumn } from '@tracklane/domain';
import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SubscriptionScope } from '../../auth/subscription-scope.js';
import { oceanSubscriptions } from '../../db/schema/index.js';
import { codesOfPorts } from './canonical-port-counts.js';

/** The list query as the routes parse it (the domain's ZListQuery, platform.md §3). */
export type SubscriptionListQuery = ListQuery;

/** The column of each sort column name; keyed by the domain's tuple, so each must be here. */
export const SORTABLE = {
  createdAt: oceanSubscriptions.createdAt,
  updateTime: oceanSubscriptions.updateTime,
  etd: oceanSubscriptions.etd,
  eta: oceanSubscriptions.eta,
  atd: oceanSubscriptions.atd,
  ata: oceanSubscriptions.ata,
  businessNumber: oceanSubscriptions.billNumber,
  carrierCode: oceanSubscriptions.carrierCode,
  status: oceanSubscriptions.displayStatus,
} as const satisfies Record<SortColumn, AnyPgColumn>;
export type SortKey = SortColumn;

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v.length > 0);

/** LIKE pattern characters typed by the user match themselves. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The filters as conditions (to AND with the caller's scope). Numbers match by prefix; a port
 * filter matches every code of the port in the directory (CNSHA finds rows stored as CNSGH).
 */
export function listFilters(query: SubscriptionListQuery, ports: PortDirectory): SQL[] {
  const conditions: SQL[] = [];
  const number = query.businessNumber?.trim().toUpperCase();
  if (number) {
    const prefix = `${escapeLike(number)}%`;
    conditions.push(
      or(
        sql`${oceanSubscriptions.billNumber} like ${prefix}`,
        sql`${oceanSubscriptions.containerNumber} like ${prefix}`,
      ) as SQL,
    );
  }
  const carriers = listOf(query.carrierCode?.toUpperCase());
  if (carriers.length > 0) conditions.push(inArray(oceanSubscriptions.carrierCode, carriers));
  const remark = query.remark?.trim();
  // The remark search also finds the client (bulk import's column, shown next to the remark).
  if (remark) {
    const pattern = `%${escapeLike(remark)}%`;
    conditions.push(
      or(ilike(oceanSubscriptions.remark, pattern), ilike(oceanSubscriptions.client, pattern)) as SQL,
    );
  }
  const statuses = listOf(query.status?.toUpperCase());
  if (statuses.length > 0) conditions.push(inArray(oceanSubscriptions.displayStatus, statuses));
  const warnings = listOf(query.warnings?.toUpperCase());
  if (warnings.length > 0) {
    // Any of the codes: array overlap.
    conditions.push(sql`${oceanSubscriptions.warningCodes} && ${sql.param(warnings)}::text[]`);
  }
  const pols = codesOfPorts(listOf(query.polCode?.toUpperCase()), ports);
  if (pols.length > 0) conditions.push(inArray(oceanSubscriptions.polCode, pols));
  const pods = codesOfPorts(listOf(query.podCode?.toUpperCase()), ports);
  if (pods.length > 0) conditions.push(inArray(oceanSubscriptions.podCode, pods));
  const owners = listOf(query.ownerUserId);
  if (owners.length > 0) conditions.push(inArray(oceanSubscriptions.ownerUserId, owners));
  const departure = sql`coalesce(${oceanSubscriptions.atd}, ${oceanSubscriptions.etd})`;
  const arrival = sql`coalesce(${oceanSubscriptions.ata}, ${oceanSubscriptions.eta})`;
  conditions.push(...dateRange(departure, query.etdFrom, query.etdTo));
  conditions.push(...dateRange(arrival, query.etaFrom, query.etaTo));
  conditions.push(...dateRange(sql`${oceanSubscriptions.createdAt}`, query.createdFrom, query.createdTo));
  return conditions;
}

function dateRange(column: SQL, from: Date | undefined, to: Date | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(sql`${column} >= ${from.toISOString()}::timestamptz`);
  if (to) conditions.push(sql`${column} <= ${to.toISOString()}::timestamptz`);
  return conditions;
}

/** The column and direction sortBy asks for: newest first by default, and for unknown keys. */
export function resolveSort(sortBy: string | undefined): { key: SortKey; descending: boolean } {
  const key = sortBy?.replace(/^-/, '') ?? '';
  if (!Object.hasOwn(SORTABLE, key)) return { key: 'createdAt', descending: true };
  return { key: key as SortKey, descending: sortBy?.startsWith('-') ?? false };
}

/**
 * ORDER BY for sortBy; dates without a value go last either way; id keeps pages stable. Both
 * keys say `nulls last`, as the list indexes do (0011), so a page is a walk of one index.
 */
export function listOrder(sortBy: string | undefined): SQL[] {
  const { key, descending } = resolveSort(sortBy);
  const column = SORTABLE[key];
  const id = oceanSubscriptions.id;
  return descending
    ? [sql`${column} desc nulls last`, sql`${id} desc nulls last`]
    : [sql`${column} asc nulls last`, sql`${id} asc nulls last`];
}

/**
 * What a list's total depends on (scope and filters; not the page or the order), as a cache key.
 * Every filter field of the query is in it: a new filter that is forgotten here would share a
 * total with the unfiltered list, so the key is built from the query minus the known non-filters.
 */
export function listFilterKey(scope: SubscriptionScope, query: SubscriptionListQuery): string {
  const { pageIndex: _p, pageSize: _s, sortBy: _o, ...filters } = query;
  const parts = Object.entries(filters)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${v instanceof Date ? v.toISOString() : String(v)}`)
    .sort();
  const who = scope.kind === 'organization' && scope.ownerOnly ? `owner=${scope.userId}` : 'all';
  return [who, ...parts].join('&');
}

export const matchesAll = (conditions: SQL[]) => and(...conditions) ?? eq(sql`1`, sql`1`);
