import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi, type BoundIdentity } from '../api/account-api';

export const IDENTITIES_KEY = 'identities';

/** The messaging-app accounts bound to the user (bound-accounts section). */
export function useIdentities() {
  return useQuery({ queryKey: [IDENTITIES_KEY, {}], queryFn: accountApi.listIdentities });
}

export function useUnbindIdentity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (identity: BoundIdentity) => accountApi.unbindIdentity(identity),
    onSuccess: () => client.invalidateQueries({ queryKey: [IDENTITIES_KEY] }),
  });
}
