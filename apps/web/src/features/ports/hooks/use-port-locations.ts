import { useQuery } from '@tanstack/react-query';
import { portsApi } from '../api/ports-api';

export const PORT_KEYS = { locations: 'portLocations' } as const;

/** Ports by code for the port map; reference data, so kept for the page's life. */
export function usePortLocations(codes: readonly string[]) {
  return useQuery({
    queryKey: [PORT_KEYS.locations, { codes }],
    queryFn: () => portsApi.byCodes(codes),
    enabled: codes.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
