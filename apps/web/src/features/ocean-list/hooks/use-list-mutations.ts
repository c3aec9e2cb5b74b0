import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { oceanApi } from '../../ocean/api/ocean-api';
import { OCEAN_KEYS } from '../../ocean/hooks/query-keys';

// A change to a subscription moves both the list and the facet counts.
const invalidate = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: [OCEAN_KEYS.list] }),
    client.invalidateQueries({ queryKey: [OCEAN_KEYS.facets] }),
  ]);

export function useRemarkSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, contents }: { id: string; contents: string }) => oceanApi.remark(id, contents),
    onSuccess: (_data, { id }) =>
      Promise.all([invalidate(client), client.invalidateQueries({ queryKey: [OCEAN_KEYS.detail, id] })]),
  });
}

export function useDeleteSubscriptions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => oceanApi.delete(ids),
    onSuccess: () => invalidate(client),
  });
}

/** Sharing adds a row to the recipient's list, not ours: nothing of ours to refresh. */
export function useShareSubscription() {
  return useMutation({
    mutationFn: ({ id, to }: { id: string; to: string }) => oceanApi.share(id, to),
  });
}
