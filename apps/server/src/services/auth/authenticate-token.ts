import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import type { TokenSigner } from '../../auth/tokens.js';
import type { Database } from '../../db/database.js';
import { apiKeys, sessions, users } from '../../db/schema/index.js';

/**
 * Verifies a bearer token and that its session still stands: not revoked, not expired, its user
 * not disabled (pending members pass, flagged), its API key (read tokens from keys) not revoked. Anything else is 40100.
 */
export async function authenticateToken({
  db,
  signer,
  token,
}: {
  db: Database;
  signer: TokenSigner;
  token: string;
}): Promise<Caller> {
  const claims = await signer.verify(token);
  if (!claims) throw new AppError(StatusCode.TOKEN_INVALID);

  const [row] = await db.orm
    .select({
      userId: sessions.userId,
      guestId: sessions.guestId,
      userStatus: users.status,
      apiKeyId: sessions.apiKeyId,
      keyRevokedAt: apiKeys.revokedAt,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(apiKeys, eq(apiKeys.id, sessions.apiKeyId))
    .where(and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  if (!row) throw new AppError(StatusCode.TOKEN_INVALID);
  if ((row.userId ?? row.guestId) !== claims.sub) throw new AppError(StatusCode.TOKEN_INVALID);
  if (row.userId && row.userStatus === 'disabled') throw new AppError(StatusCode.TOKEN_INVALID);
  if (row.apiKeyId && row.keyRevokedAt) throw new AppError(StatusCode.TOKEN_INVALID);

  return {
    subject: claims.sub,
    organizationId: claims.org || null,
    tokenType: claims.typ,
    loginKind: claims.lt,
    sessionId: claims.sid,
    pending: row.userStatus === 'pending',
  };
}
