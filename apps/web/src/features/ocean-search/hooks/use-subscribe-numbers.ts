import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OCEAN_KEYS, oceanApi } from '../../ocean';
import { recordSearch } from '../search-history';
import type { SearchNumber } from '../search-numbers';
import { subscribeAll } from '../subscribe-numbers';

/**
 * Subscribes the numbers of one search (silent calls: the box shows each number's reason), keeps
 * the ones that worked in the search history and refreshes the tracking list and its facets.
 */
export function useSubscribeNumbers() {
  const { t } = useTranslation('oceanSearch');
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ numbers, carrierCode }: { numbers: SearchNumber[]; carrierCode: string | null }) =>
      subscribeAll(numbers, carrierCode, {
        subscribe: (input) => oceanApi.subscribe(input, true),
        t: (key) => t(`reason.${key}`),
      }),
    onSuccess: (results) => {
      recordSearch(results.filter((r) => r.ok).map((r) => r.number));
      // Not awaited: the caller may navigate at once; the list refetches wherever it is shown.
      if (results.some((r) => r.ok)) {
        void client.invalidateQueries({ queryKey: [OCEAN_KEYS.list] });
        void client.invalidateQueries({ queryKey: [OCEAN_KEYS.facets] });
      }
    },
  });
}
