import { useQuery } from '@tanstack/react-query';
import { vesselApi } from '../api/vessel-api';
import { type TimeRange, trackRequest } from '../model/track-range';
import { VESSEL_KEYS } from './query-keys';

/**
 * A vessel's track over a range. A range whose start is not before its end is never sent
 * (views.md §5): trackRequest logs it and the query stays disabled.
 */
export function useVesselTrack(mmsi: number | null, range: TimeRange) {
  const call = mmsi === null ? null : trackRequest(mmsi, range);
  return useQuery({
    queryKey: [
      VESSEL_KEYS.track,
      { mmsi, start: call?.start.toISOString() ?? null, end: call?.end.toISOString() ?? null },
    ],
    queryFn: () => {
      if (!call) throw new Error('track request skipped');
      return vesselApi.track(call.mmsi, call.start, call.end);
    },
    enabled: call !== null,
    staleTime: 60_000,
    retry: false,
  });
}
