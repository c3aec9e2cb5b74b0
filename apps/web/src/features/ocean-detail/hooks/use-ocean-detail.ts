import { useQuery } from '@tanstack/react-query';
import { oceanApi } from '../../ocean/api/ocean-api';
import { OCEAN_KEYS } from '../../ocean/hooks/query-keys';

/** While the first refresh has not brought data, ask again this often (the live socket may be down). */
export const PENDING_POLL_MS = 5_000;

/**
 * One subscription with its shipment. With a share `key` (QR code / link) the read-only client
 * call is used instead. Live updates arrive through useOceanLive, which invalidates this key.
 */
export function useOceanDetail(id: string | null, key?: string | null) {
  return useQuery({
    queryKey: [OCEAN_KEYS.detail, id, ...(key ? [{ key }] : [])],
    queryFn: () => (key ? oceanApi.clientDetail(id as string, key) : oceanApi.detail(id as string)),
    enabled: Boolean(id),
    retry: false,
    refetchInterval: (query) => (query.state.data && !query.state.data.shipment ? PENDING_POLL_MS : false),
  });
}
