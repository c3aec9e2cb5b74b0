import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enterpriseApi } from '../api/enterprise-api';
import type { Id, PermissionGroupInput } from '../api/enterprise-types';

export const PERMISSION_GROUPS_KEY = 'organizationPermissionGroups';

export function usePermissionGroups(enabled = true) {
  return useQuery({
    queryKey: [PERMISSION_GROUPS_KEY, {}],
    queryFn: enterpriseApi.permissionGroups,
    enabled,
  });
}

export function useSavePermissionGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: Id; body: PermissionGroupInput }) =>
      id === undefined
        ? enterpriseApi.createPermissionGroup(body)
        : enterpriseApi.updatePermissionGroup(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [PERMISSION_GROUPS_KEY] }),
  });
}

export function useDeletePermissionGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => enterpriseApi.deletePermissionGroup(id),
    onSuccess: () => client.invalidateQueries({ queryKey: [PERMISSION_GROUPS_KEY] }),
  });
}
