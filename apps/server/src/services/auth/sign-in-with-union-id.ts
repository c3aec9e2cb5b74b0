import { AppError, StatusCode, type TokenResponse } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/auth-context.js';
import type { Database } from '../../db/database.js';
import { userIdentities, users } from '../../db/schema/index.js';
import { issueSession } from './issue-session.js';

/** A read token for the user bound to a messaging-app union id (any provider); unknown → 40103. */
export async function signInWithUnionId({
  db,
  auth,
  unionId,
}: {
  db: Database;
  auth: AuthContext;
  unionId: string;
}): Promise<TokenResponse> {
  const [row] = await db.orm
    .select({ userId: users.id, organizationId: users.organizationId, status: users.status })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(eq(userIdentities.unionId, unionId.trim()))
    .limit(1);
  if (!row) throw new AppError(StatusCode.ACCOUNT_NOT_FOUND);
  if (row.status === 'disabled') throw new AppError(StatusCode.ACCOUNT_DISABLED);
  return issueSession({
    db,
    auth,
    subject: { userId: row.userId },
    organizationId: row.organizationId,
    tokenType: 'read',
    loginKind: 'union',
  });
}
