import { useQuery } from '@tanstack/react-query';
import { OCEAN_KEYS, oceanApi } from '../../ocean';

/** Sample numbers of the embedded sandbox; a deployment without it has none (the call is silent). */
export function useSandboxSamples(enabled = true) {
  return useQuery({
    queryKey: [OCEAN_KEYS.samples],
    queryFn: oceanApi.sandboxSamples,
    enabled,
    retry: false,
    staleTime: 10 * 60_000,
  });
}
