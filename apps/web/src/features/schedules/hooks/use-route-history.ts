import { useQuery } from '@tanstack/react-query';
import { type RouteHistoryQuery, scheduleApi } from '../api/schedule-api';
import { SCHEDULE_KEYS } from './query-keys';

const options = { staleTime: 30 * 60_000, retry: false } as const;

/** A service's calls over the last 3 months, planned vs actual (byRouteCode). */
export function useRouteHistory(query: RouteHistoryQuery | null) {
  return useQuery({
    queryKey: [SCHEDULE_KEYS.routeHistory, query],
    queryFn: () => scheduleApi.routeHistory(query as RouteHistoryQuery),
    enabled: query !== null,
    ...options,
  });
}

/** The same service's figures per port, vessel and week (byRouteCode/group): chart series. */
export function useRouteHistoryGroups(query: RouteHistoryQuery | null) {
  return useQuery({
    queryKey: [SCHEDULE_KEYS.routeHistoryGroups, query],
    queryFn: () => scheduleApi.routeHistoryGroups(query as RouteHistoryQuery),
    enabled: query !== null,
    ...options,
  });
}
