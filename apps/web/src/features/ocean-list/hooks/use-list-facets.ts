import { useQuery } from '@tanstack/react-query';
import { OCEAN_KEYS, oceanApi } from '../../ocean';

// Facets change only when subscriptions do (mutations and live notices invalidate them).
const STALE_MS = 60_000;

export function useCarrierFacet() {
  return useQuery({
    queryKey: [OCEAN_KEYS.facets, 'carrier'],
    queryFn: oceanApi.carrierFacet,
    staleTime: STALE_MS,
  });
}

export function useStatusFacet() {
  return useQuery({
    queryKey: [OCEAN_KEYS.facets, 'status'],
    queryFn: oceanApi.statusFacet,
    staleTime: STALE_MS,
  });
}

export function usePodFacet() {
  return useQuery({ queryKey: [OCEAN_KEYS.facets, 'pods'], queryFn: oceanApi.podFacet, staleTime: STALE_MS });
}

export function useWarningFacet() {
  return useQuery({
    queryKey: [OCEAN_KEYS.facets, 'warning'],
    queryFn: oceanApi.warningFacet,
    staleTime: STALE_MS,
  });
}

/**
 * The members owning the organisation's shipments. Only a signed-in member has any (a guest's
 * rows have no owner), so the call is not made for guests and unnamed owners are left out.
 */
export function useClientFacet(enabled: boolean) {
  return useQuery({
    queryKey: [OCEAN_KEYS.facets, 'clients'],
    queryFn: oceanApi.clientFacet,
    staleTime: STALE_MS,
    enabled,
    retry: false,
    select: (rows) => rows.filter((r) => r.userId && r.username),
  });
}
