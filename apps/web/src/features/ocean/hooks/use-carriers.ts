import { useQuery } from '@tanstack/react-query';
import { oceanApi } from '../api/ocean-api';
import { OCEAN_KEYS } from './query-keys';

/**
 * The carrier directory: the search's carrier pick and the detail drawer's carrier name. Reference
 * data, so kept for the visit. No retry: the request client has already toasted the failure, and
 * both views get by without it (the search offers AUTO, the drawer shows the carrier code).
 */
export function useCarriers() {
  return useQuery({
    queryKey: [OCEAN_KEYS.carriers],
    queryFn: oceanApi.carriers,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
