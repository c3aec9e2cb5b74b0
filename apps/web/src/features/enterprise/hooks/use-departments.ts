import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enterpriseApi } from '../api/enterprise-api';
import type { Id } from '../api/enterprise-types';

export const DEPARTMENTS_KEY = 'organizationDepartments';

export function useDepartments(enabled = true) {
  return useQuery({ queryKey: [DEPARTMENTS_KEY, {}], queryFn: enterpriseApi.departments, enabled });
}

export function useSaveDepartment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id?: Id; name: string }) =>
      id === undefined ? enterpriseApi.createDepartment(name) : enterpriseApi.renameDepartment(id, name),
    onSuccess: () => client.invalidateQueries({ queryKey: [DEPARTMENTS_KEY] }),
  });
}

export function useDeleteDepartment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => enterpriseApi.deleteDepartment(id),
    onSuccess: () => client.invalidateQueries({ queryKey: [DEPARTMENTS_KEY] }),
  });
}
