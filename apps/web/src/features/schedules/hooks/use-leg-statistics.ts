import { useQueries } from '@tanstack/react-query';
import type { P2pSailing, ScheduleLeg, VoyageCall } from '@tracklane/domain';
import { type StatisticsQuery, scheduleApi } from '../api/schedule-api';
import { SCHEDULE_KEYS } from './query-keys';

export const statisticsQueryOf = (leg: ScheduleLeg): StatisticsQuery => ({
  vesselName: leg.vessel.name,
  voyage: leg.voyage,
  carrierCode: leg.carrierCode,
  pol: leg.from.portCode,
  pod: leg.to.portCode,
});

/**
 * The statistics of every leg's vessel and voyage (one call per leg, cached under the same key as
 * useScheduleStatistics): on-time figures, and the AIS ETA prediction of each call, by call id.
 */
export function useLegStatistics(sailing: P2pSailing | null | undefined) {
  const legs = sailing?.legs ?? [];
  const results = useQueries({
    queries: legs.map((leg) => {
      const body = statisticsQueryOf(leg);
      return {
        queryKey: [SCHEDULE_KEYS.statistics, body],
        queryFn: () => scheduleApi.statistics(body),
        staleTime: 10 * 60_000,
        retry: false,
      };
    }),
  });
  const predictions = new Map<string, VoyageCall>();
  results.forEach((r, i) => {
    const leg = legs[i];
    // Only the asked voyage's calls: for a voyage not started the server may answer the current one.
    if (!leg || !r.data?.voyage || r.data.voyage.voyage !== leg.voyage) return;
    for (const call of r.data.voyage.calls) predictions.set(call.callId, call);
  });
  // While any leg is still asked, the page keeps room for the predictions it may bring.
  return { results, predictions, pending: results.some((r) => r.isPending) };
}
