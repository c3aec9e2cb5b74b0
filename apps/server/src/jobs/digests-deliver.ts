import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * Sends one digest e-mail of the outbox (digest_deliveries), queued with it by `digests.run` in
 * the same transaction; retried like a notice's e-mail before it is marked failed.
 */
export const digestsDeliver = defineJob({
  name: 'digests.deliver',
  payload: z.object({ deliveryId: z.uuid() }),
  retry: { limit: 10, delaySeconds: 30, backoff: true },
  expireInSeconds: 2 * 60,
  concurrency: (cores) => Math.max(2, cores),
  loadHandler: () => import('./digests-deliver.handler.js'),
});
