import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sessions } from '../../db/schema/index.js';

/**
 * Revokes sessions: one (`sessionId`, logout), or all of a user's (`userId`) except
 * `exceptSessionId` (password change keeps the session that made it). Tokens of revoked
 * sessions answer 40100 from the next call on.
 */
export async function revokeSessions({
  db,
  sessionId,
  userId,
  exceptSessionId,
}: {
  db: Database;
  sessionId?: string;
  userId?: string;
  exceptSessionId?: string;
}): Promise<void> {
  if (!sessionId && !userId) throw new Error('revokeSessions needs a sessionId or a userId');
  await db.orm
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        isNull(sessions.revokedAt),
        sessionId ? eq(sessions.id, sessionId) : undefined,
        userId ? eq(sessions.userId, userId) : undefined,
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}
