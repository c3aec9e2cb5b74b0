import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey } from '@tracklane/domain';
import { accountApi } from '../api/account-api';

export const API_KEYS_KEY = 'apiKeys';

/** The user's API keys (clientId + key pairs that obtain read tokens, views.md §6). */
export function useApiKeys() {
  return useQuery({ queryKey: [API_KEYS_KEY, {}], queryFn: accountApi.listKeys });
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => accountApi.createKey(name),
    onSuccess: () => client.invalidateQueries({ queryKey: [API_KEYS_KEY] }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: ApiKey['id']) => accountApi.revokeKey(id),
    onSuccess: () => client.invalidateQueries({ queryKey: [API_KEYS_KEY] }),
  });
}
