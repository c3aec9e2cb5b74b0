import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DigestScheduleInput } from '@tracklane/domain';
import { digestApi } from '../api/digest-api';

/** TanStack Query key of the digest schedule (DESIGN.md §6: `[resource, params]`). */
const DIGEST_KEY = ['digestSchedule', {}] as const;

/** The member's digest schedule; the default (off) until they save one. */
export function useDigestSchedule() {
  return useQuery({ queryKey: DIGEST_KEY, queryFn: digestApi.schedule });
}

/** Saves it; the answer (with the next send) replaces the cached one, and the usage may change. */
export function useSaveDigestSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DigestScheduleInput) => digestApi.save(body),
    onSuccess: (schedule) => client.setQueryData(DIGEST_KEY, schedule),
  });
}
