import { useQuery } from '@tanstack/react-query';
import { oceanApi } from '../../ocean/api/ocean-api';
import { OCEAN_KEYS } from '../../ocean/hooks/query-keys';

/** The carrier directory, for the drawer's carrier name; reference data, so kept for the visit. */
export function useCarriers() {
  return useQuery({
    queryKey: [OCEAN_KEYS.carriers],
    queryFn: oceanApi.carriers,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
