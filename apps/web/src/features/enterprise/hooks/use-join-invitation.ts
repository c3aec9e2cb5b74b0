import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '../../account';
import { enterpriseApi } from '../api/enterprise-api';
import { ORGANIZATION_KEY } from './use-organization';
import { PARTNERS_KEY } from './use-partners';

export const PUBLIC_INVITATION_KEY = 'publicInvitation';

/** The invitation behind a join link (public call). */
export function usePublicInvitation(token: string | null) {
  return useQuery({
    queryKey: [PUBLIC_INVITATION_KEY, { token }],
    queryFn: () => enterpriseApi.publicInvitation(token ?? ''),
    enabled: token !== null,
    retry: false,
  });
}

/** Accepting changes the user's membership, organisation and (partner invites) partners. */
export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => enterpriseApi.acceptInvitation(token),
    onSuccess: () =>
      Promise.all(
        [CURRENT_USER_KEY, ORGANIZATION_KEY, PARTNERS_KEY].map((key) =>
          client.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}
