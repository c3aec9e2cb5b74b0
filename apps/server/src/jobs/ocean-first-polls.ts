import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * On demand: the first polls of one carrier's new shipments (a new subscription imports the
 * whole history), claimed from the database in batches and fairly between organisations
 * (services/ocean/claim-first-polls.ts), each batch refreshed OCEAN_REFRESH_CONCURRENCY at a
 * time. Subscribing queues one per carrier: a burst of 400 subscriptions waits as one job (its
 * singleton key), which takes them all. What a run leaves (its time is up) the next run or the
 * dispatcher takes within the minute: a new shipment is due at once.
 */
export const oceanFirstPolls = defineJob({
  name: 'ocean.first-polls',
  payload: z.object({ carrierCode: z.string().min(1).max(20) }),
  singletonKey: ({ carrierCode }) => carrierCode,
  // The refresh records provider faults itself; a retry only covers a crash or a database error.
  retry: { limit: 3, delaySeconds: 10, backoff: true },
  expireInSeconds: 5 * 60,
  // Mostly waiting on the carrier and the database: one carrier per core, at least two.
  concurrency: (cores) => Math.max(2, cores),
  loadHandler: () => import('./ocean-first-polls.handler.js'),
});
