import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SubscriptionListQuery } from '../../ocean';
import { OCEAN_KEYS, oceanApi } from '../../ocean';

/** One page of "my tracking list"; the previous page stays on screen while the next one loads. */
export function useSubscriptionList(query: SubscriptionListQuery) {
  return useQuery({
    queryKey: [OCEAN_KEYS.list, query],
    queryFn: () => oceanApi.list(query),
    placeholderData: keepPreviousData,
  });
}
