import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '../../../app/session/session-store';
import { authApi } from '../api/auth-api';

/** POST /auth/logout (with the token still attached), then drop the session and cache, go home. */
export function useSignOut() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: authApi.logout,
    onSettled: () => {
      useSession.getState().clearUser();
      client.clear();
      void navigate('/', { replace: true });
    },
  });
}
