import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../app/session/session-store';
import { OCEAN_KEYS, oceanApi } from '../../ocean';

/** Shipments other companies offer the signed-in member (members only: guests get none). */
export function useShareInvitations() {
  const member = useSession((s) => s.loginType === 'normal' && s.writeToken !== null);
  return useQuery({
    queryKey: [OCEAN_KEYS.shareInvitations],
    queryFn: oceanApi.shareInvitations,
    enabled: member,
  });
}

/** Accepting adds a row to our list (and its counts); refusing only closes the offer. */
export function useDecideShareInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      accept ? oceanApi.acceptInvitation(id) : oceanApi.refuseInvitation(id),
    onSettled: (_data, _error, { accept }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: [OCEAN_KEYS.shareInvitations] }),
        accept && client.invalidateQueries({ queryKey: [OCEAN_KEYS.list] }),
        accept && client.invalidateQueries({ queryKey: [OCEAN_KEYS.facets] }),
      ]),
  });
}
