import { useQuery } from '@tanstack/react-query';
import type { VesselParticulars } from '@tracklane/domain';
import { fetchVesselShipments, type VesselShipmentsQuery } from '../api/vessel-shipments-api';

/** Not in query-keys.ts (the shared contract): the resource is this feature's own. */
export const VESSEL_SHIPMENTS_KEY = 'vesselShipments';

/**
 * The caller's shipments still on board a vessel (not those it already discharged), by its MMSI
 * and IMO number (names collide: the server compares the name only with legs that carry neither);
 * none asked before the vessel is known.
 */
export function useVesselShipments(vessel: Pick<VesselParticulars, 'mmsi' | 'imo' | 'name'> | null) {
  const query: VesselShipmentsQuery = { onBoard: true };
  if (vessel) {
    query.mmsi = String(vessel.mmsi);
    if (vessel.imo !== null) query.imo = String(vessel.imo).padStart(7, '0');
    const name = vessel.name?.trim();
    if (name) query.vesselName = name;
  }
  return useQuery({
    queryKey: [VESSEL_SHIPMENTS_KEY, query],
    queryFn: () => fetchVesselShipments(query),
    enabled: vessel !== null,
    staleTime: 60_000,
    retry: false,
  });
}
