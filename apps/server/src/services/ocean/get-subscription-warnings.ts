import type { Warning } from '@tracklane/domain';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { findSubscription } from './find-subscription.js';

/** GET /application/ocean/subscribe/:id/warning — the shipment's warnings (views.md §3). */
export async function getSubscriptionWarnings({
  db,
  caller,
  id,
}: {
  db: Database;
  caller: Caller;
  id: string;
}): Promise<Warning[]> {
  const { shipment } = await findSubscription({ db, caller, id });
  return shipment.view?.warnings ?? [];
}
