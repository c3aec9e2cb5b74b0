import { useSession } from './session-store';
import { useAccessTokenValid } from './use-access-token-valid';

/** True for a user signed in with an account (a guest session or an expired token is not). */
export function useSignedIn(store = useSession): boolean {
  const valid = useAccessTokenValid(store);
  const normal = store((s) => s.loginType === 'normal');
  return valid && normal;
}
