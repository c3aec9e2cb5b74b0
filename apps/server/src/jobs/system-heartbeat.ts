import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * Every minute, record that the job system is alive (/health shows the last beat). It is the
 * example that proves scheduling, sending and working end to end on both databases.
 */
export const systemHeartbeat = defineJob({
  name: 'system.heartbeat',
  payload: z.object({ source: z.string().min(1).max(100) }),
  schedule: { cron: '* * * * *', payload: { source: 'cron' } },
  retry: { limit: 3, delaySeconds: 5, backoff: true },
  // A missed beat is replaced by the next one a minute later; no point running longer.
  expireInSeconds: 60,
  loadHandler: () => import('./system-heartbeat.handler.js'),
});
