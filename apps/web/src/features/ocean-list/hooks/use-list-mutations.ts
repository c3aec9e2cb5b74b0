import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { OCEAN_KEYS, oceanApi } from '../../ocean';

// A change to a subscription moves both the list and the facet counts.
const invalidate = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: [OCEAN_KEYS.list] }),
    client.invalidateQueries({ queryKey: [OCEAN_KEYS.facets] }),
  ]);

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
