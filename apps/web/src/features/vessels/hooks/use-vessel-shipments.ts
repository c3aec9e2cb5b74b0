import { useQuery } from '@tanstack/react-query';
import { fetchVesselShipments } from '../api/vessel-shipments-api';

/** Not in query-keys.ts (the shared contract): the resource is this feature's own. */
export const VESSEL_SHIPMENTS_KEY = 'vesselShipments';

/**
 * The caller's shipments still on board a vessel (not those it already discharged), by its name;
 * none asked for a vessel without one.
 */
export function useVesselShipments(vesselName: string | null | undefined) {
  const name = vesselName?.trim() ?? '';
  return useQuery({
    queryKey: [VESSEL_SHIPMENTS_KEY, { vesselName: name, onBoard: true }],
    queryFn: () => fetchVesselShipments({ vesselName: name, onBoard: true }),
    enabled: name.length > 0,
    staleTime: 60_000,
    retry: false,
  });
}
