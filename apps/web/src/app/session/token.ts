/**
 * Client-side token expiry (platform.md §3: the access token counts as valid only while
 * unexpired). The signature is NOT verified — the server does that on every call; the client only
 * needs `exp` to stop treating a stale token as a login.
 */
export function decodeJwtExp(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}

/**
 * A token without a readable `exp` (opaque or non-expiring) counts as valid: the server remains
 * the judge and answers 40100 if it is not.
 */
export function isTokenValid(token: string | null | undefined, nowMs: number): boolean {
  if (!token) return false;
  const exp = decodeJwtExp(token);
  return exp === null || exp * 1000 > nowMs;
}
