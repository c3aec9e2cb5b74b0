import type { OceanPushApi } from '@tracklane/connectors';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { oceanPushSubscriptions } from '../../../db/schema/index.js';
import { rowsOf } from '../../../db/sql-rows.js';
import { pushCallbackUrl } from './push-callback-url.js';

interface Candidate {
  shipment_id: string;
  push_id: string | null;
  secret: string | null;
  carrier_code: string;
  reference_type: 'BILL_OF_LADING' | 'CONTAINER' | 'BOOKING';
  reference: string;
}

/**
 * Gives tracked shipments (not completed, subscribed by someone) a push subscription at the
 * provider, at most `limit` a run. The row (with its secret) is written before the provider is
 * asked, so a callback arriving at once already verifies; a provider fault leaves the row
 * without a provider id, and the next run asks again with the same secret.
 */
export async function createPushSubscriptions({
  db,
  push,
  callbackBase,
  limit,
}: {
  db: Database;
  push: OceanPushApi;
  callbackBase: string;
  limit: number;
}): Promise<{ created: number; failed: number }> {
  const candidates = rowsOf<Candidate>(
    await db.orm.execute(sql`
      select s.id as shipment_id, p.id as push_id, p.secrets[1] as secret,
             s.carrier_code, s.reference_type, s.reference
      from ocean_shipments s
      left join ocean_push_subscriptions p on p.shipment_id = s.id
      where s.completed = false
        and (p.id is null or p.provider_subscription_id is null)
        and exists (select 1 from ocean_subscriptions o where o.shipment_id = s.id and o.deleted_at is null)
      order by s.created_at
      limit ${limit}`),
  );
  let created = 0;
  let failed = 0;
  for (const candidate of candidates) {
    const secret = candidate.secret ?? push.newSecret();
    let pushId = candidate.push_id;
    if (!pushId) {
      const [row] = await db.orm
        .insert(oceanPushSubscriptions)
        .values({ shipmentId: candidate.shipment_id, secrets: [secret] })
        .onConflictDoNothing()
        .returning({ id: oceanPushSubscriptions.id });
      // Another worker took this shipment in the meantime.
      if (!row) continue;
      pushId = row.id;
    }
    try {
      const { subscriptionId } = await push.subscribe({
        callbackUrl: pushCallbackUrl(callbackBase, pushId),
        secret,
        reference: {
          type: candidate.reference_type,
          value: candidate.reference,
          carrierCode: candidate.carrier_code,
        },
      });
      await db.orm
        .update(oceanPushSubscriptions)
        .set({ providerSubscriptionId: subscriptionId, lastErrorMessage: null })
        .where(eq(oceanPushSubscriptions.id, pushId));
      created++;
    } catch (err) {
      await db.orm
        .update(oceanPushSubscriptions)
        .set({ lastErrorMessage: `subscribe: ${(err as Error).message}`.slice(0, 500) })
        .where(eq(oceanPushSubscriptions.id, pushId));
      failed++;
    }
  }
  return { created, failed };
}
