import { useMutation, useQueryClient } from '@tanstack/react-query';
import { oceanApi } from '../api/ocean-api';
import { OCEAN_KEYS } from './query-keys';

/** Saves a subscription's client (the customer it is for; '' clears it), like the remark. */
export function useSaveClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value }: { id: string; value: string }) => oceanApi.client(id, value),
    onSuccess: (_data, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: [OCEAN_KEYS.detail, id] }),
        client.invalidateQueries({ queryKey: [OCEAN_KEYS.list] }),
      ]),
  });
}
