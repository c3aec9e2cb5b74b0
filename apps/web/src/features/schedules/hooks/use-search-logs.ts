import { useQuery } from '@tanstack/react-query';
import { USER_LOGS_SIZE_DEFAULT } from '@tracklane/domain';
import { useSession } from '../../../app/session/session-store';
import { scheduleApi } from '../api/schedule-api';
import { SCHEDULE_KEYS } from './query-keys';

/** The caller's recent searches (GET /vessel2/schedule/log/userLogs, 10; errors not alerted). */
export function useSearchLogs(size = USER_LOGS_SIZE_DEFAULT) {
  // Another account's history must not show after a sign-in in the same tab.
  const token = useSession((s) => s.writeToken ?? s.readToken ?? null);
  return useQuery({
    queryKey: [SCHEDULE_KEYS.searchLogs, { size, token }],
    queryFn: () => scheduleApi.searchLogs(size),
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
  });
}
