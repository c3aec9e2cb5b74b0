import { useMutation, useQueryClient } from '@tanstack/react-query';
import { oceanApi } from '../../ocean/api/ocean-api';
import { OCEAN_KEYS } from '../../ocean/hooks/query-keys';

/** Saves a subscription's remark; the detail and the list both show it. */
export function useRemark(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contents: string) => oceanApi.remark(id, contents),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [OCEAN_KEYS.detail, id] });
      void client.invalidateQueries({ queryKey: [OCEAN_KEYS.list] });
    },
  });
}
