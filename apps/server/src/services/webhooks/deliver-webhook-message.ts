import type { Database } from '../../db/database.js';
import type { SqlRunner } from '../../db/sql-rows.js';
import { deliverWebhookMessages } from './deliver-webhook-messages.js';
import type { RetryPolicy } from './retry-schedule.js';
import type { WebhookAnswer, WebhookRequest } from './send-webhook.js';

/** Which attempt a `webhooks.deliver` job is for: a job of an older run or attempt is stale. */
export interface AttemptTicket {
  messageId: string;
  run: number;
  attempt: number;
}

export type WebhookDeliveryOutcome =
  | 'missing'
  | 'stale'
  | 'endpoint-disabled'
  | 'delivered'
  | 'retry-queued'
  | 'gave-up'
  | 'endpoint-disabled-now';

/** The member told when their endpoint is disabled for failing. */
export interface DisabledEndpoint {
  endpointId: string;
  url: string;
  ownerUserId: string | null;
  failingSince: Date;
}

/**
 * One attempt of a webhook message. The body stored with the message is sent as it is, signed
 * now (`webhook-timestamp` is the send time) with every secret that signs now. The attempt is
 * logged, and in the same transaction the message is marked delivered, or the next attempt is
 * queued (backoff with jitter), or, after the last attempt, the message is marked failed. An
 * endpoint failing without a success for WEBHOOK_DISABLE_AFTER_HOURS is disabled (its owner is
 * told: `endpointDisabled`). A run killed after the send and before the commit is run again by
 * the job queue: the message is sent once more at most, with the same `webhook-id`.
 * A batch of one: deliver-webhook-messages.ts does the work, for many messages at once.
 */
export async function deliverWebhookMessage({
  ticket,
  ...rest
}: {
  db: Database;
  ticket: AttemptTicket;
  /** The clock: the attempt's time and the base of the next one's. */
  now: () => Date;
  policy: RetryPolicy;
  send(request: WebhookRequest): Promise<WebhookAnswer>;
  queueAttempt(ticket: AttemptTicket, at: Date, tx: SqlRunner): Promise<void>;
  endpointDisabled(endpoint: DisabledEndpoint): Promise<void>;
  random?: () => number;
}): Promise<WebhookDeliveryOutcome> {
  const [outcome] = await deliverWebhookMessages({ ...rest, tickets: [ticket] });
  return outcome ?? 'missing';
}
