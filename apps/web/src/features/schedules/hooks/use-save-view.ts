import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { P2pSailing } from '@tracklane/domain';
import { useEffect, useRef } from 'react';
import { scheduleApi } from '../api/schedule-api';
import { SCHEDULE_KEYS } from './query-keys';

/** Records the opened sailing once per page view (POST /vessel2/schedule/detail/log/save). */
export function useSaveView(sailing: P2pSailing | undefined | null) {
  const client = useQueryClient();
  const saved = useRef<string | null>(null);
  const { mutate } = useMutation({
    mutationFn: scheduleApi.saveView,
    onSuccess: () => client.invalidateQueries({ queryKey: [SCHEDULE_KEYS.viewHistory] }),
  });
  useEffect(() => {
    if (!sailing || saved.current === sailing.id) return;
    saved.current = sailing.id;
    mutate(sailing);
  }, [sailing, mutate]);
}
