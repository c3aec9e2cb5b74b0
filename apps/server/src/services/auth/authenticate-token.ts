import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type AccessRow, accessColumns, accessOf } from '../../auth/access.js';
import type { Caller } from '../../auth/caller.js';
import type { TokenSigner } from '../../auth/tokens.js';
import type { Database } from '../../db/database.js';
import { preparedStatement } from '../../db/prepared.js';
import { apiKeys, organizations, permissionGroups, sessions, users } from '../../db/schema/index.js';
import type { SessionCache } from './session-cache.js';

/** The session, its user and key, and the member's access: one prepared statement per call. */
const sessionStatement = (db: Database) =>
  preparedStatement(db, 'auth_session', () =>
    db.orm
      .select({
        userId: sessions.userId,
        guestId: sessions.guestId,
        expiresAt: sessions.expiresAt,
        userStatus: users.status,
        apiKeyId: sessions.apiKeyId,
        keyRevokedAt: apiKeys.revokedAt,
        userOrganizationId: users.organizationId,
        ...accessColumns,
      })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .leftJoin(permissionGroups, eq(permissionGroups.id, users.permissionGroupId))
      .leftJoin(apiKeys, eq(apiKeys.id, sessions.apiKeyId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('sid')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .prepare('auth_session'),
  );

/** What the session statement reads for one token: what `SessionCache` keeps. */
export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionStatement>['execute']>>[number];

/** The checks the auth hook keeps for a couple of seconds (session-cache.ts). */
export type SessionCheckCache = SessionCache<SessionRow>;

/**
 * Verifies a bearer token and that its session still stands: not revoked, not expired, its user
 * not disabled (pending members pass, flagged), its API key (read tokens from keys) not revoked. Anything else is 40100.
 * The same statement reads a member's access (role, plan, group), so a route that scopes its data
 * needs no second round trip.
 */
export async function authenticateToken({
  db,
  signer,
  token,
  checks,
}: {
  db: Database;
  signer: TokenSigner;
  token: string;
  /** Recent checks to reuse (the auth hook's); without it the session is read every time. */
  checks?: SessionCheckCache | undefined;
}): Promise<Caller> {
  const claims = await signer.verify(token);
  if (!claims) throw new AppError(StatusCode.TOKEN_INVALID);

  const row = await readSession(db, claims.sid, checks);
  if (!row) throw new AppError(StatusCode.TOKEN_INVALID);
  if ((row.userId ?? row.guestId) !== claims.sub) throw new AppError(StatusCode.TOKEN_INVALID);
  if (row.userId && row.userStatus === 'disabled') throw new AppError(StatusCode.TOKEN_INVALID);
  if (row.apiKeyId && row.keyRevokedAt) throw new AppError(StatusCode.TOKEN_INVALID);

  const caller: Caller = {
    subject: claims.sub,
    organizationId: claims.org || null,
    tokenType: claims.typ,
    loginKind: claims.lt,
    sessionId: claims.sid,
    pending: row.userStatus === 'pending',
  };
  // A member still in the token's organisation: their access as of now. Otherwise (a guest, or
  // a user moved elsewhere) loadAccess decides, as before, when a route asks.
  if (caller.organizationId && row.userOrganizationId === caller.organizationId && row.role) {
    caller.access = accessOf({ ...caller, organizationId: caller.organizationId }, row as AccessRow);
  }
  return caller;
}

/** The session's row if it stands (not revoked, not expired), from `checks` when recent. */
async function readSession(
  db: Database,
  sessionId: string,
  checks: SessionCheckCache | undefined,
): Promise<SessionRow | undefined> {
  const now = new Date();
  const kept = checks?.get(sessionId);
  // The statement tests expiry when it reads; a kept row must still be tested at each use.
  if (kept) return kept.expiresAt > now ? kept : undefined;
  const generation = checks?.generation() ?? 0;
  const [row] = await sessionStatement(db).execute({ sid: sessionId, now });
  if (row) checks?.set(sessionId, generation, row);
  return row;
}
