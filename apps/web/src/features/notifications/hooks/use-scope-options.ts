import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { oceanApi } from '../../ocean';
import { NOTICE_KEYS } from './query-keys';

/** Shipments offered by the "chosen shipments" scope: the member's list, by number prefix. */
export function useScopeOptions(businessNumber: string) {
  const key = businessNumber.trim();
  return useQuery({
    queryKey: [NOTICE_KEYS.scopeOptions, { businessNumber: key }],
    queryFn: () => oceanApi.list({ pageIndex: 1, pageSize: 20, ...(key ? { businessNumber: key } : {}) }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
