import { useQuery } from '@tanstack/react-query';
import type { P2pSailing } from '@tracklane/domain';
import { scheduleApi } from '../api/schedule-api';
import { SCHEDULE_KEYS } from './query-keys';

/** What a detail link carries: the sailing's id and enough of its search to find it again. */
export interface SailingRef {
  id: string;
  pol: string;
  pod: string;
  /** Departure day (UTC, YYYY-MM-DD) of the sailing. */
  etd: string;
}

/**
 * One sailing for the detail page. From the results it comes along in the navigation state; a
 * link opened cold (reload in another tab, shared) searches its departure day again, then looks in
 * the caller's viewed details — the API has no call for one sailing by id.
 */
export async function findSailing(ref: SailingRef): Promise<P2pSailing | null> {
  const page = await scheduleApi.sailings({
    polCode: ref.pol,
    podCode: ref.pod,
    etd: ref.etd,
    weeksOut: 1,
    pageNum: 1,
    pageSize: 200,
  });
  const found = page.list.find((s) => s.id === ref.id);
  if (found) return found;
  const viewed = await scheduleApi.viewHistory(50);
  const record = viewed.find((v) => v.record.id === ref.id)?.record;
  return record?.legs && record.legs.length > 0 ? (record as P2pSailing) : null;
}

export function useSailing(ref: SailingRef | null, fromState: P2pSailing | null) {
  const initial = fromState && ref && fromState.id === ref.id ? fromState : undefined;
  return useQuery({
    queryKey: [SCHEDULE_KEYS.sailing, ref],
    queryFn: () => findSailing(ref as SailingRef),
    enabled: ref !== null,
    initialData: initial,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
