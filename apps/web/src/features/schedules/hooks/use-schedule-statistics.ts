import { useQuery } from '@tanstack/react-query';
import { type StatisticsQuery, scheduleApi } from '../api/schedule-api';
import { SCHEDULE_KEYS } from './query-keys';

/**
 * On-time figures of a vessel, its carrier, service and the POL→POD route, and its voyage call by
 * call with the AIS ETA prediction (POST /application/integration/schedule/statistics).
 */
export function useScheduleStatistics(body: StatisticsQuery | null) {
  return useQuery({
    queryKey: [SCHEDULE_KEYS.statistics, body],
    queryFn: () => scheduleApi.statistics(body as StatisticsQuery),
    enabled: body !== null,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
