import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShareLinkCreateBody } from '@tracklane/domain';
import { shareApi } from '../api/share-api';

export const SHARE_KEYS = {
  links: (pageIndex: number, pageSize: number) => ['share-links', pageIndex, pageSize] as const,
  all: ['share-links'] as const,
  shared: (token: string) => ['shared-view', token] as const,
};

export function useShareLinks(pageIndex: number, pageSize: number) {
  return useQuery({
    queryKey: SHARE_KEYS.links(pageIndex, pageSize),
    queryFn: () => shareApi.list(pageIndex, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useCreateShareLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareLinkCreateBody) => shareApi.create(body),
    onSuccess: () => client.invalidateQueries({ queryKey: SHARE_KEYS.all }),
  });
}

export function useRevokeShareLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => shareApi.revoke(id),
    onSuccess: () => client.invalidateQueries({ queryKey: SHARE_KEYS.all }),
  });
}

/** The public page's read: never retried (a wrong link stays wrong), never cached across visits. */
export function useSharedView(token: string) {
  return useQuery({
    queryKey: SHARE_KEYS.shared(token),
    queryFn: () => shareApi.shared(token),
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: true,
  });
}
