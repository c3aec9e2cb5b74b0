import { z } from 'zod';
import type { SqlRunner } from '../db/sql-rows.js';
import { defineJob, type JobSender } from './define-job.js';

/**
 * Turns a shipment's recorded date changes into notices and deliveries for every member whose
 * rule asks for them. Queued in the transaction that records the changes (the refresh's outbox),
 * one waiting per shipment (its singleton key): changes arriving meanwhile are taken by that run.
 */
export const notificationsFanOut = defineJob({
  name: 'notifications.fan-out',
  payload: z.object({ shipmentId: z.uuid() }),
  singletonKey: ({ shipmentId }) => shipmentId,
  retry: { limit: 10, delaySeconds: 5, backoff: true },
  expireInSeconds: 5 * 60,
  concurrency: (cores) => Math.max(2, cores),
  wakeOnCommit: true,
  loadHandler: () => import('./notifications-fan-out.handler.js'),
});

/** The date-change hook of stored polls (store-tracking-batch.ts): this job, in its transaction. */
export function queueNotificationsFanOut(jobs: JobSender | null) {
  return async (shipmentId: string, tx: SqlRunner): Promise<void> => {
    await jobs?.send(notificationsFanOut, { shipmentId }, { within: tx });
  };
}
