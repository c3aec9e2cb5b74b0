import { useMutation, useQueryClient } from '@tanstack/react-query';
import { oceanApi } from '../api/ocean-api';
import { OCEAN_KEYS } from './query-keys';

/**
 * Saves a subscription's remark, from the list's editor or the detail drawer. The detail and the
 * list both show it, and the list's facet counts may move with it: all three are refreshed.
 */
export function useSaveRemark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, contents }: { id: string; contents: string }) => oceanApi.remark(id, contents),
    onSuccess: (_data, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: [OCEAN_KEYS.detail, id] }),
        client.invalidateQueries({ queryKey: [OCEAN_KEYS.list] }),
        client.invalidateQueries({ queryKey: [OCEAN_KEYS.facets] }),
      ]),
  });
}
