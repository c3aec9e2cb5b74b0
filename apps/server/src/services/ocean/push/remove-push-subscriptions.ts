import type { OceanPushApi } from '@tracklane/connectors';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { oceanPushSubscriptions } from '../../../db/schema/index.js';
import { rowsOf } from '../../../db/sql-rows.js';

/**
 * Ends the push subscriptions nobody needs any more: the shipment completed, or its last
 * subscription was deleted. The provider is asked first; the row goes only once it agreed (a
 * provider that no longer knows the subscription counts as agreeing).
 */
export async function removePushSubscriptions({
  db,
  push,
  limit,
}: {
  db: Database;
  push: OceanPushApi;
  limit: number;
}): Promise<{ removed: number; failed: number }> {
  const stale = rowsOf<{ id: string; provider_subscription_id: string | null }>(
    await db.orm.execute(sql`
      select p.id, p.provider_subscription_id
      from ocean_push_subscriptions p join ocean_shipments s on s.id = p.shipment_id
      where s.completed = true
         or not exists (select 1 from ocean_subscriptions o where o.shipment_id = s.id and o.deleted_at is null)
      limit ${limit}`),
  );
  let removed = 0;
  let failed = 0;
  for (const row of stale) {
    try {
      if (row.provider_subscription_id) await push.unsubscribe(row.provider_subscription_id);
      await db.orm.delete(oceanPushSubscriptions).where(eq(oceanPushSubscriptions.id, row.id));
      removed++;
    } catch (err) {
      await db.orm
        .update(oceanPushSubscriptions)
        .set({ lastErrorMessage: `unsubscribe: ${(err as Error).message}`.slice(0, 500) })
        .where(eq(oceanPushSubscriptions.id, row.id));
      failed++;
    }
  }
  return { removed, failed };
}
