import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * Daily at 03:47 UTC (after auth.cleanup): delete export jobs and files older than 7 days, and
 * expired import previews and results.
 */
export const exportCleanup = defineJob({
  name: 'exports.cleanup',
  payload: z.object({ source: z.string().min(1).max(100) }),
  schedule: { cron: '47 3 * * *', payload: { source: 'cron' } },
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 15 * 60,
  loadHandler: () => import('./export-cleanup.handler.js'),
});
