import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '../../../app/session/session-store';
import { storeToken } from '../../../app/session/store-token';
import { CURRENT_USER_KEY } from '../../account';
import { afterLoginTarget } from '../after-login';
import type { TokenResponse } from '../api/auth-api';

/**
 * Runs one of the token calls (password, code, enterprise); on success keeps the token as a
 * normal login and goes to the page the guard remembered, or home.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (call: () => Promise<TokenResponse>) => call(),
    onSuccess: (token) => {
      storeToken(useSession, { accessToken: token.accessToken, loginType: 'normal' });
      client.removeQueries({ queryKey: [CURRENT_USER_KEY] });
      const session = useSession.getState();
      const target = afterLoginTarget(session.redirectAfterLogin);
      session.setRedirectAfterLogin(null);
      void navigate(target, { replace: true });
    },
  });
}
