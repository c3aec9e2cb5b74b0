import { useEffect, useState } from 'react';
import { useSession } from './session-store';
import { isTokenValid } from './token';

export const TOKEN_CHECK_INTERVAL_MS = 1000;

/**
 * True while the stored access token is unexpired. Re-checked every second (platform.md §3) so
 * the interface flips to the logged-out state the moment the token expires, without a request.
 */
export function useAccessTokenValid(store = useSession): boolean {
  const token = store((s) => s.accessToken2);
  const [valid, setValid] = useState(() => isTokenValid(token, Date.now()));
  useEffect(() => {
    setValid(isTokenValid(token, Date.now()));
    const id = setInterval(() => setValid(isTokenValid(token, Date.now())), TOKEN_CHECK_INTERVAL_MS);
    return () => clearInterval(id);
  }, [token]);
  return valid;
}
