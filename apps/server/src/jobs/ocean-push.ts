import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * Every minute, when OCEAN_PUSH_CALLBACK_BASE is set: push subscriptions at the provider for
 * newly tracked shipments, removal for completed or unsubscribed ones, secret rotation after
 * OCEAN_PUSH_SECRET_DAYS. Polling goes on regardless (the safety net for lost callbacks).
 */
export const oceanPush = defineJob({
  name: 'ocean.push',
  payload: z.object({ source: z.string().min(1).max(100) }),
  schedule: { cron: '* * * * *', payload: { source: 'cron' } },
  retry: { limit: 0, delaySeconds: 30, backoff: false },
  expireInSeconds: 10 * 60,
  loadHandler: () => import('./ocean-push.handler.js'),
});
