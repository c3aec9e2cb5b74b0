import { z } from 'zod';
import { defineJob } from './define-job.js';

/** Daily at 03:17: drops the months of vessel track, and the AIS stations silent, older than AIS_RETENTION_DAYS. */
export const aisRetention = defineJob({
  name: 'ais.retention',
  payload: z.object({ source: z.string().min(1).max(100) }),
  schedule: { cron: '17 3 * * *', payload: { source: 'cron' } },
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  expireInSeconds: 15 * 60,
  loadHandler: () => import('./ais-retention.handler.js'),
});
