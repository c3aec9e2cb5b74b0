import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * Sends one delivery of the outbox (an e-mail or a messaging-app message of a notice). Queued with the notice, in the
 * fan-out's transaction; a failed send is retried with backoff for about a day before the
 * delivery is marked failed.
 */
export const notificationsDeliver = defineJob({
  name: 'notifications.deliver',
  payload: z.object({ deliveryId: z.uuid() }),
  // 30 s doubling: the 10th retry is ~4 h after the 9th, ~8.5 h after the first attempt in all.
  retry: { limit: 10, delaySeconds: 30, backoff: true },
  expireInSeconds: 2 * 60,
  concurrency: (cores) => Math.max(4, cores * 2),
  wakeOnCommit: true,
  loadHandler: () => import('./notifications-deliver.handler.js'),
});
