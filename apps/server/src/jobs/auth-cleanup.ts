import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * Daily at 03:17 UTC (off the hour, away from other nightly work): delete expired sessions,
 * stale guests, finished verification codes, old sign-in failures and expired QR scenes.
 */
export const authCleanup = defineJob({
  name: 'auth.cleanup',
  payload: z.object({ source: z.string().min(1).max(100) }),
  schedule: { cron: '17 3 * * *', payload: { source: 'cron' } },
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 15 * 60,
  loadHandler: () => import('./auth-cleanup.handler.js'),
});
