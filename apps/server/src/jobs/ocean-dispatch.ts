import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * Every minute: claim the ocean shipments due for a refresh (at most OCEAN_CARRIER_RATE_PER_MINUTE
 * per carrier) and refresh them, OCEAN_REFRESH_CONCURRENCY at a time. Several workers may run it
 * at once: claims use FOR UPDATE SKIP LOCKED. The per-shipment interval (edition frequency with
 * jitter, backoff on faults) lives on the shipment, so the dispatcher only reads "due".
 */
export const oceanDispatch = defineJob({
  name: 'ocean.dispatch',
  payload: z.object({ source: z.string().min(1).max(100) }),
  schedule: { cron: '* * * * *', payload: { source: 'cron' } },
  // A failed run is simply the next minute's run; claimed rows come back after their lease.
  retry: { limit: 0, delaySeconds: 30, backoff: false },
  expireInSeconds: 15 * 60,
  loadHandler: () => import('./ocean-dispatch.handler.js'),
});
