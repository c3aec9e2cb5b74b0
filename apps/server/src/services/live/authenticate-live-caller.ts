import { decodeJwt } from 'jose';
import type { Caller } from '../../auth/caller.js';
import { type SubscriptionScope, scopeOf } from '../../auth/subscription-scope.js';
import type { TokenSigner } from '../../auth/tokens.js';
import type { Database } from '../../db/database.js';
import { authenticateToken } from '../auth/authenticate-token.js';

/**
 * The sub-protocol a browser offers next to its token: `new WebSocket(url, ['tracklane', token])`.
 * The server selects it, as browsers require one of the offered protocols to be echoed.
 */
export const LIVE_PROTOCOL = 'tracklane';

/**
 * The token of a live connection. Browsers cannot set Authorization on a WebSocket, so it comes
 * as the `token` query parameter or as the offered sub-protocol other than LIVE_PROTOCOL.
 */
export function liveTokenOf(query: unknown, protocolHeader: string | undefined): string | undefined {
  const fromQuery = (query as { token?: unknown } | undefined)?.token;
  if (typeof fromQuery === 'string' && fromQuery.length > 0) return fromQuery;
  const offered = (protocolHeader ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length > 0 && p !== LIVE_PROTOCOL);
  return offered[0];
}

export interface LiveIdentity {
  caller: Caller;
  scope: SubscriptionScope;
  expiresAtMs: number;
}

export type LiveAuthentication =
  | { ok: true; identity: LiveIdentity }
  | { ok: false; reason: 'token invalid or expired' | 'pending approval' };

/**
 * Who a live connection belongs to: the same session checks as every API call (signature,
 * expiry, revoked session, disabled user), and the data scope of the list. Pending members
 * are refused like on every other route.
 */
export async function authenticateLiveCaller(
  db: Database,
  signer: TokenSigner,
  token: string | undefined,
): Promise<LiveAuthentication> {
  if (!token) return { ok: false, reason: 'token invalid or expired' };
  let caller: Caller;
  try {
    caller = await authenticateToken({ db, signer, token });
  } catch {
    return { ok: false, reason: 'token invalid or expired' };
  }
  if (caller.pending) return { ok: false, reason: 'pending approval' };
  let scope: SubscriptionScope;
  try {
    scope = await scopeOf(db, caller);
  } catch {
    // The user left the organisation between the token check and the scope read.
    return { ok: false, reason: 'token invalid or expired' };
  }
  // The signature was verified above; exp is read only to schedule the close.
  const exp = decodeJwt(token).exp;
  return { ok: true, identity: { caller, scope, expiresAtMs: (exp ?? 0) * 1000 } };
}
