import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enterpriseApi } from '../api/enterprise-api';
import type { Id, InvitationKind } from '../api/enterprise-types';

export const INVITATIONS_KEY = 'organizationInvitations';

export function useInvitations() {
  return useQuery({ queryKey: [INVITATIONS_KEY, {}], queryFn: enterpriseApi.invitations });
}

export function useCreateInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: InvitationKind; departmentId?: Id }) => enterpriseApi.createInvitation(body),
    onSuccess: () => client.invalidateQueries({ queryKey: [INVITATIONS_KEY] }),
  });
}

export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => enterpriseApi.revokeInvitation(id),
    onSuccess: () => client.invalidateQueries({ queryKey: [INVITATIONS_KEY] }),
  });
}
