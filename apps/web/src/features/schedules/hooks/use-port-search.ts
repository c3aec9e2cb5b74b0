import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { portKeyLongEnough } from '@tracklane/domain';
import { portsApi } from '../../ports';
import { SCHEDULE_KEYS } from './query-keys';

/**
 * Ports by code (any alias) or name prefix (English, Chinese, Japanese) for the POL/POD boxes;
 * reference data, so cached for the visit. Keys too short for the lookup (views.md §5: 4 Latin
 * characters, 2 Chinese or Japanese ones) are not sent.
 */
export function usePortSearch(key: string) {
  const trimmed = key.trim();
  return useQuery({
    queryKey: [SCHEDULE_KEYS.ports, { key: trimmed.toLowerCase() }],
    queryFn: () => portsApi.search(trimmed),
    enabled: portKeyLongEnough(trimmed),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
