import { useQueries } from '@tanstack/react-query';
import type { VesselCurrent, VesselLocation } from '@tracklane/domain';
import { vesselLocationQuery } from './query-keys';

function seedOf(vessel: VesselCurrent): VesselLocation | null {
  return vessel.position ? { ...vessel.position, dest: vessel.destination, eta: vessel.eta } : null;
}

/**
 * The latest position of each listed vessel, under the same key useVesselLocation reads and
 * use-vessel-live writes. Seeded from the search answer (no ten calls right after a search), then
 * kept current by live pushes, with a slow poll as the fallback when the socket is not there.
 */
export function useVesselLocations(vessels: readonly VesselCurrent[]): Map<number, VesselLocation> {
  const results = useQueries({
    queries: vessels.map((vessel) => ({
      ...vesselLocationQuery(vessel.mmsi),
      initialData: seedOf(vessel),
      staleTime: 60_000,
      refetchInterval: 60_000,
    })),
  });
  const byMmsi = new Map<number, VesselLocation>();
  for (const result of results) if (result.data) byMmsi.set(result.data.mmsi, result.data);
  return byMmsi;
}
