import { AppError, StatusCode } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions } from '../../db/schema/index.js';
import { findSubscription } from './find-subscription.js';

export const CLIENT_MAX_LENGTH = 100;

/**
 * POST /application/ocean/subscribe/:id/client — the customer the shipment is for; '' clears it
 * (unlike the remark, which has a minimum length). Same scope rules as the remark.
 */
export async function updateSubscriptionClient({
  db,
  caller,
  id,
  client,
}: {
  db: Database;
  caller: Caller;
  id: string;
  client: string;
}): Promise<{ client: string }> {
  const { subscription } = await findSubscription({ db, caller, id });
  const next = client.trim();
  if ([...next].length > CLIENT_MAX_LENGTH) {
    throw new AppError(StatusCode.BAD_PARAMETER, `client: at most ${CLIENT_MAX_LENGTH} characters`);
  }
  await db.orm
    .update(oceanSubscriptions)
    .set({ client: next })
    .where(eq(oceanSubscriptions.id, subscription.id));
  return { client: next };
}
