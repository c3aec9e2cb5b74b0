import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AisStationKind } from '@tracklane/domain';
import { type MapViewBox, vesselApi } from '../api/vessel-api';
import { VESSEL_KEYS } from './query-keys';

/**
 * The base stations, aids to navigation and SAR aircraft of a map view. The view is rounded
 * outwards to whole degrees, so small pans reuse the answer; the last answer stays on the map
 * while the next loads. SAR aircraft move, so the view is asked again every 30 s.
 */
export function useAisStations(view: MapViewBox | null, kinds: readonly AisStationKind[]) {
  return useQuery({
    queryKey: [VESSEL_KEYS.aisStations, { view, kinds }],
    queryFn: () => vesselApi.aisStations(view as MapViewBox, kinds),
    enabled: view !== null && kinds.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchInterval: 30_000,
    retry: false,
  });
}
