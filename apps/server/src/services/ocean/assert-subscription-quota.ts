import { AppError, StatusCode } from '@tracklane/domain';
import type { SubscriptionScope } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { subscriptionQuota } from './subscription-quota.js';

/**
 * The edition's yearly tracking volume (subscription-quota.ts): 42900 once it is used up. Returns
 * the update frequency of the edition, which the shipment's polling interval needs next.
 */
export async function assertSubscriptionQuota({
  db,
  scope,
  now,
}: {
  db: Database;
  scope: SubscriptionScope;
  now: Date;
}): Promise<{ updateFrequencyMinutes: number }> {
  const quota = await subscriptionQuota({ db, scope, now });
  // The catalogue's own message: the web turns 'call limit exceeded' on subscribe into its text.
  if (quota.remaining <= 0) throw new AppError(StatusCode.CALL_LIMIT_EXCEEDED);
  return { updateFrequencyMinutes: quota.updateFrequencyMinutes };
}
