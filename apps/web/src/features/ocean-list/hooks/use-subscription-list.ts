import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { oceanApi } from '../../ocean/api/ocean-api';
import type { SubscriptionListQuery } from '../../ocean/api/ocean-types';
import { OCEAN_KEYS } from '../../ocean/hooks/query-keys';

/** One page of "my tracking list"; the previous page stays on screen while the next one loads. */
export function useSubscriptionList(query: SubscriptionListQuery) {
  return useQuery({
    queryKey: [OCEAN_KEYS.list, query],
    queryFn: () => oceanApi.list(query),
    placeholderData: keepPreviousData,
  });
}
