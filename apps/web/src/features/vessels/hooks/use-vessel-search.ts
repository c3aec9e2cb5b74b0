import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { vesselApi } from '../api/vessel-api';
import { VESSEL_KEYS } from './query-keys';

/** platform.md §9: the vessel list shows at most the first 10 vessels. */
export const VESSEL_LIST_LIMIT = 10;

/** Vessels by name, MMSI or IMO; no call for an empty keyword. */
export function useVesselSearch(kw: string) {
  const keyword = kw.trim();
  return useQuery({
    queryKey: [VESSEL_KEYS.search, { kw: keyword }],
    queryFn: async () => (await vesselApi.search(keyword)).slice(0, VESSEL_LIST_LIMIT),
    enabled: keyword.length > 0,
    staleTime: 30_000,
    // The list stays while a new keyword loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
