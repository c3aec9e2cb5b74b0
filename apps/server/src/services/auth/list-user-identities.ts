import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { userIdentities } from '../../db/schema/index.js';

export interface BoundIdentity {
  provider: string;
  unionId: string;
  nickname: string;
  createdAt: string;
}

/** The messaging-app accounts bound to the user (bound-accounts section of /user/settings/auth). */
export async function listUserIdentities({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<BoundIdentity[]> {
  const rows = await db.orm
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt));
  return rows.map((r) => ({
    provider: r.provider,
    unionId: r.unionId,
    nickname: r.nickname,
    createdAt: r.createdAt.toISOString(),
  }));
}
