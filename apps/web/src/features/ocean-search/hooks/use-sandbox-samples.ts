import { useQuery } from '@tanstack/react-query';
import { oceanApi } from '../../ocean/api/ocean-api';
import { OCEAN_KEYS } from '../../ocean/hooks/query-keys';

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
