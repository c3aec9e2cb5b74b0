import { useQuery } from '@tanstack/react-query';
import { vesselApi } from '../api/vessel-api';
import { VESSEL_KEYS } from './query-keys';

/** Particulars and the latest position of one vessel (the detail page's header and table). */
export function useVesselCurrent(mmsi: number | null) {
  return useQuery({
    queryKey: [VESSEL_KEYS.current, { mmsi }],
    queryFn: () => vesselApi.current(mmsi as number),
    enabled: mmsi !== null,
    staleTime: 60_000,
    retry: false,
  });
}
