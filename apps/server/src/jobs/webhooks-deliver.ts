import { z } from 'zod';
import { defineJob } from './define-job.js';

/** Tickets one job carries at most (a range redelivery queues its messages in such jobs). */
export const MAX_WEBHOOK_BATCH = 10;
/**
 * Jobs a worker fetches and runs at once: a run attempts at most 10 × 10 messages, all at once, so
 * it takes about as long as its slowest attempt (the timeout at worst), well within its expiry.
 */
const FETCHED_AT_ONCE = 10;

type Ticket = z.infer<typeof ticket>;
const ticketsOf = (payload: Ticket | { tickets: Ticket[] }): Ticket[] =>
  'tickets' in payload ? payload.tickets : [payload];

const ticket = z.object({
  messageId: z.string().min(1).max(100),
  run: z.number().int().min(0),
  attempt: z.number().int().min(0),
});

/**
 * Attempts of webhook messages (services/webhooks/deliver-webhook-messages.ts): one ticket (a new
 * message, a retry) or a batch of them (a redelivery). A worker fetches up to FETCHED_AT_ONCE jobs
 * and runs their tickets together: sent in parallel, recorded per endpoint.
 * A failed attempt queues the next one itself (backoff with jitter, WEBHOOK_RETRY_* settings), in
 * the transaction that logs it; pg-boss's own retries only re-run a run that crashed or was
 * killed, and such a re-run sends each message once more at most.
 */
export const webhooksDeliver = defineJob({
  name: 'webhooks.deliver',
  payload: z.union([z.object({ tickets: z.array(ticket).min(1).max(MAX_WEBHOOK_BATCH) }), ticket]),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  // Longer than an attempt's timeout (at most 60 s) and its two short transactions: a batch's
  // sends run in parallel, so a batch takes about as long as its slowest attempt.
  expireInSeconds: 2 * 60,
  concurrency: (cores) => Math.max(8, cores * 4),
  // A re-run of a ticket already recorded is stale and sends nothing: failing the lot is safe.
  fetchBatch: { size: FETCHED_AT_ONCE, merge: (payloads) => ({ tickets: payloads.flatMap(ticketsOf) }) },
  wakeOnCommit: true,
  loadHandler: () => import('./webhooks-deliver.handler.js'),
});
