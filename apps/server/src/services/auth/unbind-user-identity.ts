import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { userIdentities } from '../../db/schema/index.js';

/** Unlinks one of the user's own messaging-app accounts; someone else's (or none) → 40400. */
export async function unbindUserIdentity({
  db,
  userId,
  provider,
  unionId,
}: {
  db: Database;
  userId: string;
  provider: string;
  unionId: string;
}): Promise<void> {
  const removed = await db.orm
    .delete(userIdentities)
    .where(
      and(
        eq(userIdentities.userId, userId),
        eq(userIdentities.provider, provider),
        eq(userIdentities.unionId, unionId),
      ),
    )
    .returning({ unionId: userIdentities.unionId });
  if (removed.length === 0) throw new AppError(StatusCode.WRONG_LINK);
}
