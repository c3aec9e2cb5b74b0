import { AppError, StatusCode } from '@tracklane/domain';
import { and, inArray } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions } from '../../db/schema/index.js';
import { scopeCondition, scopeOf } from './subscription-scope.js';

/**
 * POST /application/ocean/subscribes/delete — all or nothing: when any id is not the caller's
 * (another organisation's, deleted, or outside scope 'related') nothing is deleted and the answer
 * is 40400. Soft delete: the yearly quota keeps counting them; the shared shipment stays for
 * other subscribers.
 */
export async function deleteSubscriptions({
  db,
  caller,
  ids,
  now = new Date(),
}: {
  db: Database;
  caller: Caller;
  ids: string[];
  now?: Date;
}): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  const scope = await scopeOf(db, caller);
  return db.orm.transaction(async (tx) => {
    const deleted = await tx
      .update(oceanSubscriptions)
      .set({ deletedAt: now })
      .where(and(inArray(oceanSubscriptions.id, unique), scopeCondition(scope)))
      .returning({ id: oceanSubscriptions.id });
    // Throwing inside the transaction rolls the partial update back.
    if (deleted.length !== unique.length) throw new AppError(StatusCode.WRONG_LINK);
    return { deleted: deleted.length };
  });
}
