import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { portsApi } from '../../ports';
import { SCHEDULE_KEYS } from './query-keys';

/** views.md §5, §9: the port lookup runs from 4 characters; shorter keys are not sent. */
export const PORT_LOOKUP_MIN = 4;

/** Ports by code or name prefix for the POL/POD boxes; reference data, so cached for the visit. */
export function usePortSearch(key: string) {
  const trimmed = key.trim();
  return useQuery({
    queryKey: [SCHEDULE_KEYS.ports, { key: trimmed.toLowerCase() }],
    queryFn: () => portsApi.search(trimmed),
    enabled: trimmed.length >= PORT_LOOKUP_MIN,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
