import { z } from 'zod';
import type { SqlRunner } from '../db/sql-rows.js';
import { defineJob, type JobSender } from './define-job.js';

/**
 * On completion: saves a completed shipment's sailed vessel route for each organisation that
 * tracks it (views.md §4). Queued in the transaction that stores the completion
 * (services/ocean/store-tracking-batch.ts), once per shipment (its singleton key).
 */
export const oceanSailedRoute = defineJob({
  name: 'ocean.sailed-route',
  payload: z.object({ shipmentId: z.string().uuid() }),
  singletonKey: ({ shipmentId }) => shipmentId,
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 5 * 60,
  loadHandler: () => import('./ocean-sailed-route.handler.js'),
});

/** The completion's hook for refreshes (store-tracking-batch.ts): this job, in its transaction. */
export function queueSailedRoute(jobs: JobSender | null) {
  return async (shipmentId: string, tx: SqlRunner): Promise<void> => {
    await jobs?.send(oceanSailedRoute, { shipmentId }, { within: tx });
  };
}
