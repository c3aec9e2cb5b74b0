import { dayBoundIn, SORT_COLUMNS } from '@tracklane/domain';
import type { SubscriptionListQuery } from '../ocean';

/** The sortable columns: the domain's (packages/domain/src/ocean/sort-columns.ts). */
export { SORT_COLUMNS };

/** Page size of platform.md §9 and the other sizes the pager offers. */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export type SortValue = NonNullable<SubscriptionListQuery['sortBy']>;

/**
 * What the list shows, as the URL holds it: multi-value filters are arrays, dates are calendar
 * days (YYYY-MM-DD) so a shared link means the same days to whoever opens it.
 */
export interface ListFilters {
  businessNumber: string;
  carrierCode: string[];
  status: string[];
  podCode: string[];
  warnings: string[];
  ownerUserId: string[];
  remark: string;
  etdFrom: string | null;
  etdTo: string | null;
  etaFrom: string | null;
  etaTo: string | null;
  sortBy: SortValue | null;
  pageIndex: number;
  pageSize: number;
}

export const EMPTY_FILTERS: ListFilters = {
  businessNumber: '',
  carrierCode: [],
  status: [],
  podCode: [],
  warnings: [],
  ownerUserId: [],
  remark: '',
  etdFrom: null,
  etdTo: null,
  etaFrom: null,
  etaTo: null,
  sortBy: null,
  pageIndex: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

const LIST_KEYS = ['carrierCode', 'status', 'podCode', 'warnings', 'ownerUserId'] as const;
const TEXT_KEYS = ['businessNumber', 'remark'] as const;
const DAY_KEYS = ['etdFrom', 'etdTo', 'etaFrom', 'etaTo'] as const;
/** Every query-string key the list owns; anything else (lang, …) is left alone. */
export const FILTER_PARAM_KEYS = [...LIST_KEYS, ...TEXT_KEYS, ...DAY_KEYS, 'sortBy', 'pageIndex', 'pageSize'];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) => DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

const splitList = (v: string | null) =>
  [
    ...new Set(
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 50);

function positiveInt(v: string | null, fallback: number, max: number): number {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

function sortOf(v: string | null): SortValue | null {
  if (!v) return null;
  const column = v.replace(/^-/, '');
  return (SORT_COLUMNS as readonly string[]).includes(column) ? (v as SortValue) : null;
}

/** Query string → filters. A hand-edited or stale link never breaks the page: bad values drop out. */
export function filtersFromParams(params: URLSearchParams): ListFilters {
  const f: ListFilters = { ...EMPTY_FILTERS };
  for (const key of LIST_KEYS) f[key] = splitList(params.get(key));
  // The server's limits: 40 characters for a number, 200 for remark text.
  f.businessNumber = (params.get('businessNumber') ?? '').trim().slice(0, 40);
  f.remark = (params.get('remark') ?? '').trim().slice(0, 200);
  for (const key of DAY_KEYS) {
    const v = params.get(key);
    f[key] = v && isDay(v) ? v : null;
  }
  f.sortBy = sortOf(params.get('sortBy'));
  f.pageIndex = positiveInt(params.get('pageIndex'), 1, 100_000);
  const size = positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE, 100);
  f.pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
  return f;
}

/**
 * Filters → query string, keeping the params the list does not own. Defaults are left out so the
 * plain page has a plain URL.
 */
export function filtersToParams(filters: ListFilters, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of FILTER_PARAM_KEYS) params.delete(key);
  for (const key of TEXT_KEYS) if (filters[key].trim()) params.set(key, filters[key].trim());
  for (const key of LIST_KEYS) if (filters[key].length > 0) params.set(key, filters[key].join(','));
  for (const key of DAY_KEYS) if (filters[key]) params.set(key, filters[key] as string);
  if (filters.sortBy) params.set('sortBy', filters.sortBy);
  if (filters.pageIndex > 1) params.set('pageIndex', String(filters.pageIndex));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(filters.pageSize));
  return params;
}

/**
 * A calendar day's first or last instant on the clock the user reads times in (`zone`: the
 * shared formatter's zone where no port applies), as the API's ISO 8601.
 */
function dayBound(day: string, zone: string, end: boolean): string | undefined {
  return dayBoundIn(day, zone, end)?.toISOString();
}

/** Filters → the body of POST /application/ocean/subscribes (empty filters are not sent). */
export function toListQuery(f: ListFilters, zone: string): SubscriptionListQuery {
  const q: SubscriptionListQuery = { pageIndex: f.pageIndex, pageSize: f.pageSize };
  if (f.businessNumber) q.businessNumber = f.businessNumber;
  if (f.remark) q.remark = f.remark;
  for (const key of LIST_KEYS) if (f[key].length > 0) q[key] = f[key].join(',');
  const etdFrom = f.etdFrom && dayBound(f.etdFrom, zone, false);
  if (etdFrom) q.etdFrom = etdFrom;
  const etdTo = f.etdTo && dayBound(f.etdTo, zone, true);
  if (etdTo) q.etdTo = etdTo;
  const etaFrom = f.etaFrom && dayBound(f.etaFrom, zone, false);
  if (etaFrom) q.etaFrom = etaFrom;
  const etaTo = f.etaTo && dayBound(f.etaTo, zone, true);
  if (etaTo) q.etaTo = etaTo;
  if (f.sortBy) q.sortBy = f.sortBy;
  return q;
}

/** How many filters narrow the list (the phone's filter button shows it). */
export function activeFilterCount(f: ListFilters): number {
  let n = 0;
  for (const key of TEXT_KEYS) if (f[key]) n++;
  for (const key of LIST_KEYS) if (f[key].length > 0) n++;
  if (f.etdFrom || f.etdTo) n++;
  if (f.etaFrom || f.etaTo) n++;
  return n;
}
