import type {
  P2pGroups,
  P2pSailing,
  Page,
  RouteHistory,
  RouteHistoryGroups,
  ScheduleSearchLog,
  ScheduleStatistics,
  ScheduleViewLog,
  TerminalScheduleRow,
} from '@tracklane/domain';
import { request } from '../../../app/request';
import type { QueryValue } from '../../../app/request/request-types';

/** The p2p search as the server reads it (ZP2pQuery); sort and carriers are applied on the page. */
export interface P2pApiQuery {
  polCode: string;
  podCode: string;
  etd?: string;
  eta?: string;
  weeksOut: number;
  isTransit?: boolean;
  pageNum: number;
  pageSize: number;
}

export interface TerminalQuery {
  portCode: string;
  vesselNameEn?: string;
  voyage?: string;
  isExport: boolean;
}

export interface StatisticsQuery {
  vesselName: string;
  voyage?: string;
  carrierCode?: string;
  pol?: string;
  pod?: string;
}

export interface RouteHistoryQuery {
  carrier: string;
  routeCode: string;
}

type Params = Record<string, QueryValue>;

// views.md §7: most schedule calls keep the progress bar still; the search itself shows it.
async function get<T>(url: string, params: Params, opts: { silent?: boolean; loading?: boolean } = {}) {
  return (await request<T>({ url, params, loading: opts.loading ?? false, silent: opts.silent })).data;
}

/** Every schedule call the web makes (views.md §7 Schedules; shapes in packages/domain/src/schedules). */
export const scheduleApi = {
  groups: (query: P2pApiQuery, signal?: AbortSignal) =>
    request<P2pGroups>({
      url: '/application/schedule/p2p/group',
      params: { ...query },
      signal,
    }).then((r) => r.data),
  /** Ungrouped search, used to find one sailing again when a detail link is opened cold. */
  sailings: (query: P2pApiQuery) => get<Page<P2pSailing>>('/application/schedule/p2p', { ...query }),
  /** Recent searches; errors are never alerted (views.md §7). */
  searchLogs: (size: number) =>
    get<ScheduleSearchLog[]>('/vessel2/schedule/log/userLogs', { size }, { silent: true }),
  viewHistory: (size: number) =>
    get<ScheduleViewLog[]>('/vessel2/schedule/history', { size }, { silent: true }),
  statistics: (body: StatisticsQuery) =>
    request<ScheduleStatistics>({
      url: '/application/integration/schedule/statistics',
      method: 'POST',
      data: body,
      loading: false,
    }).then((r) => r.data),
  routeHistory: (query: RouteHistoryQuery) =>
    get<RouteHistory>('/vessel2/schedule/history/byRouteCode', { ...query }),
  routeHistoryGroups: (query: RouteHistoryQuery) =>
    get<RouteHistoryGroups>('/vessel2/schedule/history/byRouteCode/group', { ...query }),
  terminal: (query: TerminalQuery) =>
    get<TerminalScheduleRow[]>('/application/schedule/terminal', { ...query }),
  /** Records the opened sailing in the caller's history; a failure costs the user nothing. */
  saveView: (sailing: P2pSailing) =>
    request<{ id: string }>({
      url: '/vessel2/schedule/detail/log/save',
      method: 'POST',
      data: sailing,
      silent: true,
      loading: false,
    }).then((r) => r.data),
};
