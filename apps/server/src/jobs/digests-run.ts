import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * Every minute, send the scheduled e-mail digests that are due (services/notifications/
 * run-due-digests.ts): a digest goes out within about a minute of its time, well inside the
 * 5 minutes issue 21 allows, and a run that failed is replaced by the next minute's.
 */
export const digestsRun = defineJob({
  name: 'digests.run',
  payload: z.object({ source: z.string().min(1).max(100) }),
  schedule: { cron: '* * * * *', payload: { source: 'cron' } },
  retry: { limit: 2, delaySeconds: 10, backoff: true },
  expireInSeconds: 5 * 60,
  // Runs wait as one: each claims its digests from the table when it starts.
  singletonKey: () => 'digests.run',
  loadHandler: () => import('./digests-run.handler.js'),
});
