import { useQuery } from '@tanstack/react-query';
import { type TimeRange, trackRequest } from '../model/track-range';
import { vesselTrackQuery } from './query-keys';

/**
 * A vessel's track over a range. A range whose start is not before its end is never sent
 * (views.md §5): trackRequest logs it and the query stays disabled.
 */
export function useVesselTrack(mmsi: number | null, range: TimeRange) {
  const call = mmsi === null ? null : trackRequest(mmsi, range);
  return useQuery({
    ...vesselTrackQuery(mmsi, call?.start.toISOString() ?? null, call?.end.toISOString() ?? null),
    enabled: call !== null,
    staleTime: 60_000,
  });
}
