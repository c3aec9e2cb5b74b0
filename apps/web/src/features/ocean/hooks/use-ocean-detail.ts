import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { oceanApi } from '../api/ocean-api';
import { prefetchAisRoute } from '../map/use-ais-route';
import { prefetchSeaPlans } from '../map/use-sea-plans';
import { subscriptionIdOf } from '../model/subscription-id';
import { OCEAN_KEYS } from './query-keys';

/** While the first refresh has not brought data, ask again this often (the live socket may be down). */
export const PENDING_POLL_MS = 5_000;

/** The detail query, shared by the page's hook and the navigation prefetch below. */
export const oceanDetailQuery = (id: string | null, key?: string | null) =>
  queryOptions({
    queryKey: [OCEAN_KEYS.detail, id, ...(key ? [{ key }] : [])],
    queryFn: () => (key ? oceanApi.clientDetail(id as string, key) : oceanApi.detail(id as string)),
    retry: false,
    // Fresh for a moment: the page mounting just after the navigation's prefetch does not ask again.
    staleTime: 10_000,
    // A failed prefetch already showed its error: the page shows that state instead of asking again.
    retryOnMount: false,
    refetchInterval: (query) => (query.state.data && !query.state.data.shipment ? PENDING_POLL_MS : false),
  });

/**
 * One subscription with its shipment. With a share `key` (QR code / link) the read-only client
 * call is used instead. Live updates arrive through useOceanLive, which invalidates this key.
 */
export function useOceanDetail(id: string | null, key?: string | null) {
  return useQuery({ ...oceanDetailQuery(id, key), enabled: Boolean(id) });
}

/**
 * Started by the router once the guard let a navigation to /ocean/detail through (a token is in
 * the store by then), while the page's code still downloads: the shipment, then the sea-lane plans
 * of its legs and the AIS position, track and plan of its vessel, arrive without waiting for the
 * page to render and ask for them.
 */
export function prefetchOceanDetail(client: QueryClient, url: URL): void {
  const linked = subscriptionIdOf(url.searchParams.get('id'));
  if (!('id' in linked)) return;
  const { id } = linked;
  const options = oceanDetailQuery(id, url.searchParams.get('key'));
  const state = client.getQueryState(options.queryKey);
  // Cached or on its way: the page's own query keeps it up to date.
  if (state?.data !== undefined || state?.fetchStatus === 'fetching') return;
  client
    .fetchQuery(options)
    .then((detail) => {
      if (!detail.shipment) return;
      prefetchSeaPlans(client, detail.shipment);
      prefetchAisRoute(client, detail.shipment);
    })
    // The failure is the query's state now (and was toasted): the page shows it.
    .catch(() => undefined);
}
