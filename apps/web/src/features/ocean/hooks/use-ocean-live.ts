import { useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_CHANGED, type SubscriptionChanged } from '@tracklane/domain';
import { useLiveConnection, useLiveMessage } from '../../../app/live/use-live';
import { OCEAN_KEYS } from './query-keys';

/**
 * Keeps the ocean queries fresh while a page is open (issue 6) over the tab's shared live socket
 * (app/live: token as a sub-protocol, back-off, no retry after 4401/4403). A change notice
 * invalidates the details it names and the list and facets.
 */
export function useOceanLive(enabled = true, { preferReadToken = false } = {}): void {
  const client = useQueryClient();
  useLiveConnection(enabled, { preferReadToken });
  useLiveMessage(
    SUBSCRIPTION_CHANGED,
    (message) => {
      const notice = message as unknown as SubscriptionChanged;
      for (const id of notice.subscriptionIds ?? [])
        void client.invalidateQueries({ queryKey: [OCEAN_KEYS.detail, id] });
      void client.invalidateQueries({ queryKey: [OCEAN_KEYS.list] });
      void client.invalidateQueries({ queryKey: [OCEAN_KEYS.facets] });
    },
    enabled,
  );
}
