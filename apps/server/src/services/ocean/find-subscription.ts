import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import { scopeCondition, scopeOf } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { oceanShipments, oceanSubscriptions } from '../../db/schema/index.js';

/**
 * One subscription the caller may see, with its shipment. Another organisation's id, someone
 * else's under scope 'related', or a deleted one are all 40400, as if they did not exist.
 */
export async function findSubscription({ db, caller, id }: { db: Database; caller: Caller; id: string }) {
  const scope = await scopeOf(db, caller);
  const [row] = await db.orm
    .select({ subscription: oceanSubscriptions, shipment: oceanShipments })
    .from(oceanSubscriptions)
    .innerJoin(oceanShipments, eq(oceanShipments.id, oceanSubscriptions.shipmentId))
    .where(and(eq(oceanSubscriptions.id, id), scopeCondition(scope)));
  if (!row) throw new AppError(StatusCode.WRONG_LINK);
  return row;
}
