import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isFinalQrState } from '@tracklane/domain';
import type { QrCode } from '../api/auth-api';
import { authApi } from '../api/auth-api';

export const QR_CODE_KEY = 'msgappQrcode';
const POLL_MS = 1500;

/**
 * One messaging-app QR code (`purpose` picks the call: sign-in or binding) and its polled state.
 * Polling stops once the state is final; `refresh` asks for a new code.
 */
export function useQrScene(purpose: 'login' | 'bind', fetchQr: () => Promise<QrCode>) {
  const client = useQueryClient();
  const qr = useQuery({
    queryKey: [QR_CODE_KEY, { purpose }],
    queryFn: fetchQr,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const sceneId = qr.data?.sceneId;
  const state = useQuery({
    queryKey: [QR_CODE_KEY, { purpose, sceneId }],
    queryFn: () => authApi.qrState(sceneId as string),
    enabled: Boolean(sceneId),
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => {
      const current = query.state.data?.state;
      return current && isFinalQrState(current) ? false : POLL_MS;
    },
  });
  return {
    qr,
    state: state.data?.state ?? (state.isError ? 'expired' : 'waiting'),
    nickname: state.data?.nickname ?? null,
    refresh: () => client.resetQueries({ queryKey: [QR_CODE_KEY, { purpose }] }),
  } as const;
}
