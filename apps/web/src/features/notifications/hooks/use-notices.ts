import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkNoticesRead } from '@tracklane/domain';
import { useEffect } from 'react';
import { type NoticesQuery, notificationsApi } from '../api/notifications-api';
import { NOTICE_KEYS } from './query-keys';
import { setUnreadNotices } from './use-unread-notices';

/** A page of the member's notices, newest first (GET /application/notices). */
export function useNotices(query: NoticesQuery, enabled = true) {
  const client = useQueryClient();
  const result = useQuery({
    queryKey: [NOTICE_KEYS.notices, query],
    queryFn: () => notificationsApi.notices(query),
    placeholderData: keepPreviousData,
    enabled,
  });
  // Every page also tells the member's unread count: the bell follows it.
  const unread = result.isPlaceholderData ? undefined : result.data?.unread;
  useEffect(() => {
    if (unread !== undefined) setUnreadNotices(client, unread);
  }, [client, unread]);
  return result;
}

/** Marks notices read (some by id, or all of them); the answer's count goes to the bell. */
export function useMarkNoticesRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNoticesRead) => notificationsApi.markRead(body),
    onSuccess: ({ unread }) => {
      setUnreadNotices(client, unread);
      return client.invalidateQueries({ queryKey: [NOTICE_KEYS.notices] });
    },
  });
}
