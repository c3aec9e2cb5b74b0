import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../app/session/session-store';
import { enterpriseApi } from '../api/enterprise-api';
import type { OrganizationInput } from '../api/enterprise-types';

export const ORGANIZATION_KEY = 'organization';

/**
 * The caller's organisation, edition, usage and own permissions (`me`). Keyed by the token so
 * that another account signed in in the same tab never sees the previous one's organisation.
 */
export function useOrganization() {
  const token = useSession((s) => s.writeToken);
  const normal = useSession((s) => s.loginType === 'normal');
  return useQuery({
    queryKey: [ORGANIZATION_KEY, { token }],
    queryFn: enterpriseApi.organization,
    enabled: normal && token !== null,
    retry: false,
  });
}

export function useUpdateOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationInput) => enterpriseApi.updateOrganization(body),
    onSuccess: () => client.invalidateQueries({ queryKey: [ORGANIZATION_KEY] }),
  });
}
