import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * One attempt of a webhook message (services/webhooks/deliver-webhook-message.ts). A failed
 * attempt queues the next one itself (backoff with jitter, WEBHOOK_RETRY_* settings), in the
 * transaction that logs it; pg-boss's own retries only re-run a run that crashed or was killed,
 * and such a re-run sends the message once more at most.
 */
export const webhooksDeliver = defineJob({
  name: 'webhooks.deliver',
  payload: z.object({
    messageId: z.string().min(1).max(100),
    run: z.number().int().min(0),
    attempt: z.number().int().min(0),
  }),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  // Longer than an attempt's timeout (at most 60 s) and its two short transactions.
  expireInSeconds: 2 * 60,
  concurrency: (cores) => Math.max(8, cores * 4),
  wakeOnCommit: true,
  loadHandler: () => import('./webhooks-deliver.handler.js'),
});
