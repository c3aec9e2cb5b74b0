import { P2P_GROUP_PAGE_SIZE, WEEKS_OUT_DEFAULT, WEEKS_OUT_MAX } from '@tracklane/domain';
import type { P2pApiQuery } from '../api/schedule-api';

export type RouteKind = 'all' | 'direct' | 'transship';
export type SortKey = 'etd' | 'eta' | 'transitDays';
export const SORT_KEYS: readonly SortKey[] = ['etd', 'eta', 'transitDays'];
export const ROUTE_KINDS: readonly RouteKind[] = ['all', 'direct', 'transship'];

/** A port as the search form holds it: the code searched and the name shown. */
export interface PortPick {
  code: string;
  name: string;
}

/**
 * The schedule search as the URL keeps it (so back, reload and a shared link show the same
 * results): the server's query fields, plus sort and carriers, which act on the loaded results.
 */
export interface ScheduleSearch {
  pol: PortPick | null;
  pod: PortPick | null;
  /** First departure day, YYYY-MM-DD; null: today (the server's default). */
  etd: string | null;
  /** Latest arrival day, YYYY-MM-DD. */
  eta: string | null;
  weeksOut: number;
  route: RouteKind;
  sort: SortKey;
  carriers: string[];
}

export const EMPTY_SEARCH: ScheduleSearch = {
  pol: null,
  pod: null,
  etd: null,
  eta: null,
  weeksOut: WEEKS_OUT_DEFAULT,
  route: 'all',
  sort: 'etd',
  carriers: [],
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const LOCODE = /^[A-Z]{2}[A-Z0-9]{3}$/;

function port(params: URLSearchParams, key: 'pol' | 'pod'): PortPick | null {
  const code = params.get(key)?.trim().toUpperCase() ?? '';
  if (!LOCODE.test(code)) return null;
  return { code, name: params.get(`${key}Name`)?.trim() || code };
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Reads a search from the URL; anything malformed falls back to its default. */
export function parseSearch(params: URLSearchParams): ScheduleSearch {
  const weeks = Number(params.get('weeks'));
  const day = (key: string) => {
    const v = params.get(key);
    return v && DAY.test(v) ? v : null;
  };
  return {
    pol: port(params, 'pol'),
    pod: port(params, 'pod'),
    etd: day('etd'),
    eta: day('eta'),
    weeksOut: Number.isInteger(weeks) && weeks >= 1 && weeks <= WEEKS_OUT_MAX ? weeks : WEEKS_OUT_DEFAULT,
    route: oneOf(params.get('route'), ROUTE_KINDS, 'all'),
    sort: oneOf(params.get('sort'), SORT_KEYS, 'etd'),
    carriers: (params.get('carriers') ?? '')
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
  };
}

/** The URL of a search; defaults are left out so links stay short. */
export function searchToParams(search: ScheduleSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.pol) {
    params.set('pol', search.pol.code);
    if (search.pol.name !== search.pol.code) params.set('polName', search.pol.name);
  }
  if (search.pod) {
    params.set('pod', search.pod.code);
    if (search.pod.name !== search.pod.code) params.set('podName', search.pod.name);
  }
  if (search.etd) params.set('etd', search.etd);
  if (search.eta) params.set('eta', search.eta);
  if (search.weeksOut !== WEEKS_OUT_DEFAULT) params.set('weeks', String(search.weeksOut));
  if (search.route !== 'all') params.set('route', search.route);
  if (search.sort !== 'etd') params.set('sort', search.sort);
  if (search.carriers.length > 0) params.set('carriers', search.carriers.join(','));
  return params;
}

/** The group call's query (views.md §7, §9: page 1 of 200, 8 weeks out by default). */
export function groupQueryOf(search: ScheduleSearch, pageNum = 1): P2pApiQuery | null {
  if (!search.pol || !search.pod) return null;
  return {
    polCode: search.pol.code,
    podCode: search.pod.code,
    ...(search.etd ? { etd: search.etd } : {}),
    ...(search.eta ? { eta: search.eta } : {}),
    weeksOut: search.weeksOut,
    ...(search.route === 'all' ? {} : { isTransit: search.route === 'transship' }),
    pageNum,
    pageSize: P2P_GROUP_PAGE_SIZE,
  };
}

export type SearchProblem = 'polRequired' | 'podRequired' | 'samePorts' | 'etaBeforeEtd';

/** What stops a search before any call (platform.md §5: POL and POD must not be empty). */
export function searchProblems(search: Pick<ScheduleSearch, 'pol' | 'pod' | 'etd' | 'eta'>): SearchProblem[] {
  const problems: SearchProblem[] = [];
  if (!search.pol) problems.push('polRequired');
  if (!search.pod) problems.push('podRequired');
  if (search.pol && search.pod && search.pol.code === search.pod.code) problems.push('samePorts');
  if (search.etd && search.eta && search.eta < search.etd) problems.push('etaBeforeEtd');
  return problems;
}

/** A typed UN/LOCODE counts as a pick even when no suggestion was chosen. */
export function portFromText(text: string): PortPick | null {
  const code = text.trim().toUpperCase();
  return LOCODE.test(code) ? { code, name: code } : null;
}
