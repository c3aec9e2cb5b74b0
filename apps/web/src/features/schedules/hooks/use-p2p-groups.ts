import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { P2pGroups } from '@tracklane/domain';
import { useEffect } from 'react';
import { type P2pApiQuery, scheduleApi } from '../api/schedule-api';
import { SCHEDULE_KEYS } from './query-keys';

/**
 * Pages fetched on their own when a search has more than one page of 200 sailings (Shanghai →
 * Rotterdam has over 200 in 8 weeks): sorting and filtering on the page need all of them. Five
 * pages (1,000 sailings) is more than any lane of 8–12 weeks has; past that "load more" asks.
 */
export const AUTO_PAGES = 5;

const loadedOf = (pages: readonly P2pGroups[]) =>
  pages.reduce((n, p) => n + p.list.reduce((m, g) => m + g.sailings.length, 0), 0);

/** The grouped p2p search (GET /application/schedule/p2p/group, page size 200). */
export function useP2pGroups(query: Omit<P2pApiQuery, 'pageNum'> | null) {
  const client = useQueryClient();
  const result = useInfiniteQuery({
    queryKey: [SCHEDULE_KEYS.groups, query],
    queryFn: ({ pageParam, signal }) =>
      scheduleApi.groups({ ...(query as Omit<P2pApiQuery, 'pageNum'>), pageNum: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.list.length > 0 && loadedOf(pages) < last.total ? pages.length + 1 : undefined,
    enabled: query !== null,
    // Schedules change hourly at most, and every call counts against the daily quota.
    staleTime: 10 * 60_000,
    retry: false,
  });

  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = result;
  const pages = data?.pages.length ?? 0;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && pages > 0 && pages < AUTO_PAGES) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, pages, fetchNextPage]);

  // The server logged the search: the history row shows it at once.
  useEffect(() => {
    if (pages === 1) void client.invalidateQueries({ queryKey: [SCHEDULE_KEYS.searchLogs] });
  }, [pages, client]);

  return result;
}
