import { useQuery } from '@tanstack/react-query';
import { fetchVesselShipments } from '../api/vessel-shipments-api';

/** Not in query-keys.ts (the shared contract): the resource is this feature's own. */
export const VESSEL_SHIPMENTS_KEY = 'vesselShipments';

/** The caller's shipments on board a vessel, by its name; none asked for a vessel without one. */
export function useVesselShipments(vesselName: string | null | undefined) {
  const name = vesselName?.trim() ?? '';
  return useQuery({
    queryKey: [VESSEL_SHIPMENTS_KEY, { vesselName: name }],
    queryFn: () => fetchVesselShipments({ vesselName: name }),
    enabled: name.length > 0,
    staleTime: 60_000,
    retry: false,
  });
}
