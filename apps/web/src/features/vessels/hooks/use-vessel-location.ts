import { useQuery } from '@tanstack/react-query';
import { vesselLocationQuery } from './query-keys';

/**
 * A vessel's latest position. Live pushes (use-vessel-live) write the same key, so the polling
 * here is only the fallback for a page without a live connection.
 */
export function useVesselLocation(mmsi: number | null) {
  return useQuery({ ...vesselLocationQuery(mmsi), enabled: mmsi !== null, refetchInterval: 60_000 });
}
