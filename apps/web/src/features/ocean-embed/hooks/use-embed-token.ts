import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../app/request/toast';
import { useSession } from '../../../app/session/session-store';
import { authApi } from '../../auth';
import type { EmbedQuery } from '../parse-embed-query';

/** 'ready': calls can go out; 'invalid': no token could be had, only the number is shown. */
export type EmbedAuthState = 'pending' | 'ready' | 'invalid';

function userClientId(info: Record<string, unknown> | null): string | null {
  const value = info?.client_id ?? info?.clientId;
  return typeof value === 'string' && value ? value : null;
}

/**
 * The token of the embedded screen (views.md §6): a key (with its clientId, else the signed-in
 * user's) is exchanged for a read token like /authorize does and kept in the session; without a
 * key an existing session token serves. Failing both, the 'query key invalid' toast (§8).
 */
export function useEmbedToken(query: Pick<EmbedQuery, 'key' | 'clientId'>): EmbedAuthState {
  const { t } = useTranslation('ocean');
  const setReadToken = useSession((s) => s.setReadToken);
  const storedReadToken = useSession((s) => s.readToken);
  const hasSessionToken = useSession((s) => Boolean(s.readToken ?? s.writeToken));
  const fallbackClientId = useSession((s) => userClientId(s.userInfo));
  const clientId = query.clientId ?? fallbackClientId;
  const grant = query.key && clientId ? { clientId, key: query.key } : null;

  const token = useQuery({
    queryKey: ['embedReadToken', grant],
    queryFn: () => authApi.readToken(grant as { clientId: string; key: string }),
    enabled: grant !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const accessToken = token.data?.accessToken;
  useEffect(() => {
    if (accessToken) setReadToken(accessToken);
  }, [accessToken, setReadToken]);

  const state: EmbedAuthState = grant
    ? // Ready once the store holds it: calls read their token from the store.
      accessToken && storedReadToken === accessToken
      ? 'ready'
      : token.isError
        ? 'invalid'
        : 'pending'
    : query.key || !hasSessionToken
      ? 'invalid'
      : 'ready';
  useEffect(() => {
    if (state === 'invalid') toastError(t('screen.keyInvalid'));
  }, [state, t]);
  return state;
}
