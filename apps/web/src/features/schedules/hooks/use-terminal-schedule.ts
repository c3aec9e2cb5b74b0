import { useQuery } from '@tanstack/react-query';
import { scheduleApi, type TerminalQuery } from '../api/schedule-api';
import { SCHEDULE_KEYS } from './query-keys';

/** A port's terminal schedule for one vessel's call (GET /application/schedule/terminal). */
export function useTerminalSchedule(query: TerminalQuery | null) {
  return useQuery({
    queryKey: [SCHEDULE_KEYS.terminal, query],
    queryFn: () => scheduleApi.terminal(query as TerminalQuery),
    enabled: query !== null,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
