import { useQuery } from '@tanstack/react-query';
import { oceanApi } from '../../ocean/api/ocean-api';
import { OCEAN_KEYS } from '../../ocean/hooks/query-keys';

/** The carriers the user may pick instead of AUTO: reference data, so cached for the visit. */
export function useCarriers() {
  return useQuery({
    queryKey: [OCEAN_KEYS.carriers],
    queryFn: oceanApi.carriers,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
