import { useQuery } from '@tanstack/react-query';
import { vesselApi } from '../api/vessel-api';
import { VESSEL_KEYS } from './query-keys';

/**
 * A vessel's latest position. Live pushes (use-vessel-live) write the same key, so the polling
 * here is only the fallback for a page without a live connection.
 */
export function useVesselLocation(mmsi: number | null) {
  return useQuery({
    queryKey: [VESSEL_KEYS.location, mmsi],
    queryFn: () => vesselApi.location(mmsi as number),
    enabled: mmsi !== null,
    refetchInterval: 60_000,
    retry: false,
  });
}
