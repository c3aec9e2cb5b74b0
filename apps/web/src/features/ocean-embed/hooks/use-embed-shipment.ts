import { useQuery } from '@tanstack/react-query';
import type { SubscriptionDetail } from '../../ocean';
import { OCEAN_KEYS } from '../../ocean';
import { embedApi } from '../api/embed-api';
import { pickSubscription } from '../embed-view';

/** 'idle': nothing to look up; 'missing': 'query not subscribed' (views.md §8). */
export type EmbedLookupState = 'idle' | 'loading' | 'found' | 'missing';

export interface EmbedShipment {
  state: EmbedLookupState;
  detail: SubscriptionDetail | null;
}

/** Number → the caller's subscription of it → its detail, all with the read token. */
export function useEmbedShipment(
  businessNumber: string,
  carrierCode: string,
  enabled: boolean,
): EmbedShipment {
  const lookup = enabled && businessNumber !== '';
  const found = useQuery({
    queryKey: [OCEAN_KEYS.list, { embed: true, businessNumber, carrierCode }],
    queryFn: async () =>
      pickSubscription((await embedApi.find(businessNumber, carrierCode)).list, businessNumber, carrierCode),
    enabled: lookup,
    retry: false,
  });
  const id = found.data?.id ?? null;
  const detail = useQuery({
    queryKey: [OCEAN_KEYS.detail, id],
    queryFn: () => embedApi.detail(id as string),
    enabled: lookup && id !== null,
    retry: 1,
  });

  if (!lookup) return { state: 'idle', detail: null };
  if (found.isPending || (id !== null && detail.isPending)) return { state: 'loading', detail: null };
  if (found.isError || id === null || !detail.data) return { state: 'missing', detail: null };
  return { state: 'found', detail: detail.data };
}
