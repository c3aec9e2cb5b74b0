import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * "Data gone stale" (issue 21): every DATA_STALE_CHECK_MINUTES (its cron fires each minute and a
 * run claims the period, services/notifications/claim-periodic-run.ts), ends the stale episodes
 * of shipments fresh again and records one DATA_STALE reminder, with its fan-out, per shipment
 * that went silent or has a milestone overdue.
 */
export const notificationsStale = defineJob({
  name: 'notifications.stale',
  payload: z.object({ source: z.string().min(1).max(100) }),
  schedule: { cron: '* * * * *', payload: { source: 'cron' } },
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  expireInSeconds: 10 * 60,
  // Runs wait as one: each claims its shipments from the table when it starts.
  singletonKey: () => 'notifications.stale',
  loadHandler: () => import('./notifications-stale.handler.js'),
});
