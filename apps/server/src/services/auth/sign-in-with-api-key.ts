import { AppError, StatusCode, type TokenResponse } from '@tracklane/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { AuthContext } from '../../auth/auth-context.js';
import { keyedHash } from '../../auth/secrets.js';
import type { Database } from '../../db/database.js';
import { apiKeys, organizations, users } from '../../db/schema/index.js';
import { issueSession } from './issue-session.js';

/** The spec's "client key unauthorized" (platform.md §8). */
export const CLIENT_KEY_UNAUTHORIZED = 'client key unauthorized';

/** A read token for clientId + key; any mismatch, revoked key or disabled owner is 40101. */
export async function signInWithApiKey({
  db,
  auth,
  clientId,
  key,
}: {
  db: Database;
  auth: AuthContext;
  clientId: string;
  key: string;
}): Promise<TokenResponse> {
  const [row] = await db.orm
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      organizationId: apiKeys.organizationId,
      status: users.status,
    })
    .from(apiKeys)
    .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(
      and(
        eq(apiKeys.keyHash, keyedHash(auth.pepper, key.trim())),
        eq(organizations.clientId, clientId.trim().toUpperCase()),
        isNull(apiKeys.revokedAt),
      ),
    );
  if (row?.status !== 'active')
    throw new AppError(StatusCode.WRONG_ACCOUNT_OR_PASSWORD, CLIENT_KEY_UNAUTHORIZED);
  await db.orm.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, row.id));
  return issueSession({
    db,
    auth,
    subject: { userId: row.userId },
    organizationId: row.organizationId,
    tokenType: 'read',
    loginKind: 'api',
    apiKeyId: row.id,
  });
}
