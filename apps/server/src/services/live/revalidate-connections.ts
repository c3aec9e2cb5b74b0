import { CLOSE_FORBIDDEN, CLOSE_TOKEN_INVALID } from '@tracklane/domain';
import type { TokenSigner } from '../../auth/tokens.js';
import type { Database } from '../../db/database.js';
import { authenticateLiveCaller } from './authenticate-live-caller.js';
import type { LiveHub } from './live-hub.js';

/** Sessions and data scopes of open connections are re-read this often (not at every push). */
export const REVALIDATE_INTERVAL_MS = 5 * 60_000;

/**
 * Re-checks every open connection as if it connected again: a revoked session, a disabled user
 * or a member turned pending is closed; a changed data scope applies to the next push. One by
 * one, so a process with many connections spreads the queries instead of bursting them.
 */
export async function revalidateConnections(
  db: Database,
  signer: TokenSigner,
  hub: LiveHub,
): Promise<{ kept: number; closed: number }> {
  let kept = 0;
  let closed = 0;
  for (const connection of hub.all()) {
    const result = await authenticateLiveCaller(db, signer, connection.token);
    if (result.ok) {
      connection.scope = result.identity.scope;
      kept++;
      continue;
    }
    hub.remove(connection);
    const code = result.reason === 'pending approval' ? CLOSE_FORBIDDEN : CLOSE_TOKEN_INVALID;
    connection.socket.close(code, result.reason);
    closed++;
  }
  return { kept, closed };
}
