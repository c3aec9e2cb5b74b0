import { AppError, StatusCode } from '@tracklane/domain';
import { and, inArray } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import { scopeCondition, scopeOf } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions } from '../../db/schema/index.js';
import { recomputeRefreshIntervals } from './recompute-refresh-intervals.js';

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
  const deleted = await db.orm.transaction(async (tx) => {
    const rows = await tx
      .update(oceanSubscriptions)
      .set({ deletedAt: now })
      .where(and(inArray(oceanSubscriptions.id, unique), scopeCondition(scope)))
      .returning({ shipmentId: oceanSubscriptions.shipmentId });
    // Throwing inside the transaction rolls the partial update back.
    if (rows.length !== unique.length) throw new AppError(StatusCode.WRONG_LINK);
    return rows;
  });
  // The subscriber that left may have had the fastest plan on a shared shipment.
  await recomputeRefreshIntervals({
    db,
    now,
    only: { shipmentIds: [...new Set(deleted.map((r) => r.shipmentId))] },
  });
  return { deleted: deleted.length };
}
