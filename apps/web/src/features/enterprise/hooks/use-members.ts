import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enterpriseApi } from '../api/enterprise-api';
import type { Id } from '../api/enterprise-types';
import { DEPARTMENTS_KEY } from './use-departments';
import { ORGANIZATION_KEY } from './use-organization';
import { PERMISSION_GROUPS_KEY } from './use-permission-groups';

export const MEMBERS_KEY = 'organizationMembers';

export function useMembers(enabled = true) {
  return useQuery({ queryKey: [MEMBERS_KEY, {}], queryFn: enterpriseApi.members, enabled });
}

// A member change moves the usage and the member counts of departments and groups too.
const invalidate = (client: QueryClient) =>
  Promise.all(
    [MEMBERS_KEY, ORGANIZATION_KEY, DEPARTMENTS_KEY, PERMISSION_GROUPS_KEY].map((key) =>
      client.invalidateQueries({ queryKey: [key] }),
    ),
  );

export function useApproveMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => enterpriseApi.approveMember(id),
    onSuccess: () => invalidate(client),
  });
}

export function useSetMemberDisabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: Id; disabled: boolean }) =>
      enterpriseApi.setMemberDisabled(id, disabled),
    onSuccess: () => invalidate(client),
  });
}

export function useAssignMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: Id; departmentId?: Id | null; permissionGroupId?: Id | null }) =>
      enterpriseApi.assignMember(id, body),
    onSuccess: () => invalidate(client),
  });
}
