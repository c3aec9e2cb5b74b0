import { useMutation, useQueryClient } from '@tanstack/react-query';
import { oceanApi } from '../api/ocean-api';
import { OCEAN_KEYS } from './query-keys';

/**
 * "Check now" of a shipment without data (once per shipment per 5 minutes; sooner rejects with
 * the server's 42900 sentence). The list and the detail show its new next check.
 */
export function useCheckNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => oceanApi.checkNow(id),
    onSuccess: (_data, id) =>
      Promise.all([
        client.invalidateQueries({ queryKey: [OCEAN_KEYS.detail, id] }),
        client.invalidateQueries({ queryKey: [OCEAN_KEYS.list] }),
      ]),
  });
}
