import type { TimeDisplay } from '@tracklane/domain';
import { type AnyColumn, inArray, type SQL, sql } from 'drizzle-orm';
import { oceanSubscriptions } from '../../db/schema/index.js';
import type { SubscriptionItem } from '../ocean/subscription-item.js';
import type { SubscriptionListQuery } from '../ocean/subscription-list-query.js';

/** The list filters (no paging: an export takes every row) plus the export's own port filters. */
export interface OceanExportQuery extends Omit<SubscriptionListQuery, 'pageIndex' | 'pageSize'> {
  /** Comma-separated ISO country codes (CN,US): the first two letters of the UN/LOCODE. */
  polCountry?: string | undefined;
  podCountry?: string | undefined;
  /** Part of the port's English name or its code, case-insensitive. */
  polName?: string | undefined;
  podName?: string | undefined;
  /** How times are written; create-ocean-export fills in the member's setting when absent. */
  timeDisplay?: TimeDisplay | undefined;
  /** The caller's own IANA zone (the browser's), for times no port applies to. */
  timeZone?: string | undefined;
}

const countriesOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c) => c.length > 0);

/** Country filters in SQL: a prefix of the stored port code (what the list's polCountry shows). */
export function countryFilters(query: OceanExportQuery): SQL[] {
  const conditions: SQL[] = [];
  const byCountry = (column: AnyColumn, value: string | undefined) => {
    const countries = countriesOf(value);
    if (countries.length > 0) conditions.push(inArray(sql`left(${column}, 2)`, countries));
  };
  byCountry(oceanSubscriptions.polCode, query.polCountry);
  byCountry(oceanSubscriptions.podCode, query.podCountry);
  return conditions;
}

/**
 * Port names are not stored (they come from the reference data, so renames apply), hence the
 * name filters run on the built items rather than in SQL.
 */
export function matchesPortNames(query: OceanExportQuery): (item: SubscriptionItem) => boolean {
  const pol = query.polName?.trim().toLowerCase();
  const pod = query.podName?.trim().toLowerCase();
  const matches = (wanted: string | undefined, code: string | null, name: string | null) =>
    !wanted || `${name ?? ''} ${code ?? ''}`.toLowerCase().includes(wanted);
  return (item) => matches(pol, item.polCode, item.polName) && matches(pod, item.podCode, item.podName);
}
