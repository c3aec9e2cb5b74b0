import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * On demand: refresh these shipments now. Subscribing queues `ocean.first-polls` (by carrier)
 * instead; this stays for runs queued by earlier versions and for refreshing chosen shipments.
 */
export const oceanRefresh = defineJob({
  name: 'ocean.refresh',
  payload: z.object({ shipmentIds: z.array(z.uuid()).min(1).max(1000) }),
  // The refresh records provider faults itself; a retry only covers a crash or a database error,
  // and refreshing twice stores nothing twice.
  retry: { limit: 3, delaySeconds: 10, backoff: true },
  expireInSeconds: 5 * 60,
  concurrency: (cores) => Math.max(2, cores),
  loadHandler: () => import('./ocean-refresh.handler.js'),
});
