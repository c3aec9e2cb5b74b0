import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTICES_CHANGED, type NoticesChanged } from '@tracklane/domain';
import { useLiveConnection, useLiveMessage } from '../../../app/live/use-live';
import { useSession } from '../../../app/session/session-store';
import { notificationsApi } from '../api/notifications-api';
import { NOTICE_KEYS } from './query-keys';

const unreadKey = (token: string | null) => [NOTICE_KEYS.unread, { token }] as const;

/** Puts a count the server just told (a push, a mark-read answer, a page) into the bell's cache. */
export function setUnreadNotices(client: QueryClient, unread: number): void {
  client.setQueriesData<{ unread: number }>({ queryKey: [NOTICE_KEYS.unread] }, () => ({ unread }));
}

/**
 * The member's unread notices (GET /application/notices/unread), behind the header's bell. Kept
 * current by `useNoticesLive` rather than by polling.
 */
export function useUnreadNotices(enabled = true) {
  const token = useSession((s) => s.writeToken);
  return useQuery({
    queryKey: unreadKey(token),
    queryFn: notificationsApi.unread,
    enabled: enabled && token !== null,
    staleTime: 60_000,
  });
}

/**
 * Keeps the notices fresh while a member is signed in: a `notices.changed` push carries the
 * unread count (put into the cache as it is) and makes the notice lists fetch again.
 */
export function useNoticesLive(enabled = true): void {
  const client = useQueryClient();
  useLiveConnection(enabled);
  useLiveMessage(
    NOTICES_CHANGED,
    (message) => {
      const { unread } = message as unknown as NoticesChanged;
      if (typeof unread === 'number') setUnreadNotices(client, unread);
      void client.invalidateQueries({ queryKey: [NOTICE_KEYS.notices] });
    },
    enabled,
  );
}
