import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enterpriseApi } from '../api/enterprise-api';
import type { Id } from '../api/enterprise-types';

export const PARTNERS_KEY = 'organizationPartners';

export function usePartners() {
  return useQuery({ queryKey: [PARTNERS_KEY, {}], queryFn: enterpriseApi.partners });
}

export function useRemovePartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => enterpriseApi.removePartner(id),
    onSuccess: () => client.invalidateQueries({ queryKey: [PARTNERS_KEY] }),
  });
}
