import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * Hourly at :23: polls every shipment at the fastest plan among its live subscribers. Granting a
 * plan and deleting subscriptions recompute at once; this run catches paid plans that expired on
 * their own date.
 */
export const oceanIntervals = defineJob({
  name: 'ocean.intervals',
  payload: z.object({ source: z.string().min(1).max(100) }),
  schedule: { cron: '23 * * * *', payload: { source: 'cron' } },
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 15 * 60,
  loadHandler: () => import('./ocean-intervals.handler.js'),
});
