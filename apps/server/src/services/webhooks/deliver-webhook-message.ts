import { WEBHOOK_DISABLE_AFTER_HOURS } from '@tracklane/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { webhookAttempts, webhookEndpoints, webhookMessages } from '../../db/schema/index.js';
import type { SqlRunner } from '../../db/sql-rows.js';
import { type RetryPolicy, retryDelayMs } from './retry-schedule.js';
import type { WebhookAnswer, WebhookRequest } from './send-webhook.js';
import { signatureHeader, signingSecrets } from './webhook-signature.js';

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
 */
export async function deliverWebhookMessage({
  db,
  ticket,
  now,
  policy,
  send,
  queueAttempt,
  endpointDisabled,
  random = Math.random,
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
  const [row] = await db.orm
    .select({
      message: {
        id: webhookMessages.id,
        body: webhookMessages.body,
        status: webhookMessages.status,
        run: webhookMessages.deliveryRun,
        attemptCount: webhookMessages.attemptCount,
      },
      endpoint: {
        id: webhookEndpoints.id,
        url: webhookEndpoints.url,
        enabled: webhookEndpoints.enabled,
        secret: webhookEndpoints.secret,
        previousSecret: webhookEndpoints.previousSecret,
        previousSecretValidUntil: webhookEndpoints.previousSecretValidUntil,
      },
    })
    .from(webhookMessages)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookMessages.endpointId))
    .where(eq(webhookMessages.id, ticket.messageId));
  if (!row) return 'missing';
  const { message, endpoint } = row;
  if (message.run !== ticket.run || message.attemptCount !== ticket.attempt || message.status !== 'pending')
    return 'stale';
  if (!endpoint.enabled) {
    await db.orm
      .update(webhookMessages)
      .set({ status: 'failed', nextAttemptAt: null })
      .where(and(eq(webhookMessages.id, message.id), eq(webhookMessages.deliveryRun, ticket.run)));
    return 'endpoint-disabled';
  }
  const sentAt = now();
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  const answer = await send({
    url: endpoint.url,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Tracklane-Webhooks/1',
      'webhook-id': message.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(
        signingSecrets(endpoint, sentAt),
        message.id,
        timestamp,
        message.body,
      ),
    },
    body: message.body,
  });
  const after = now();
  let disabled: DisabledEndpoint | null = null;
  const outcome = await db.orm.transaction(async (tx): Promise<WebhookDeliveryOutcome> => {
    // Only the run and attempt this job was for: a concurrent redelivery wins.
    const claimed = await tx
      .update(webhookMessages)
      .set({ attemptCount: sql`${webhookMessages.attemptCount} + 1` })
      .where(
        and(
          eq(webhookMessages.id, message.id),
          eq(webhookMessages.deliveryRun, ticket.run),
          eq(webhookMessages.attemptCount, ticket.attempt),
          eq(webhookMessages.status, 'pending'),
        ),
      )
      .returning({ id: webhookMessages.id });
    if (claimed.length === 0) return 'stale';
    await tx.insert(webhookAttempts).values({
      messageId: message.id,
      at: sentAt,
      statusCode: answer.statusCode,
      latencyMs: answer.latencyMs,
      responseExcerpt: answer.responseExcerpt,
      error: answer.error?.slice(0, 500).replaceAll('\u0000', '') ?? null,
      succeeded: answer.succeeded,
    });
    if (answer.succeeded) {
      await tx
        .update(webhookMessages)
        .set({ status: 'delivered', deliveredAt: after, nextAttemptAt: null })
        .where(eq(webhookMessages.id, message.id));
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, endpoint.id));
      return 'delivered';
    }
    const [streak] = await tx
      .update(webhookEndpoints)
      .set({
        failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${sentAt.toISOString()}::timestamptz)`,
      })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning({ failingSince: webhookEndpoints.failingSince, ownerUserId: webhookEndpoints.ownerUserId });
    const failingSince = streak?.failingSince ?? sentAt;
    if (after.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_HOURS * 3_600_000) {
      const turnedOff = await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: 'failing', updatedAt: after })
        .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
        .returning({ id: webhookEndpoints.id });
      await tx
        .update(webhookMessages)
        .set({ status: 'failed', nextAttemptAt: null })
        .where(eq(webhookMessages.id, message.id));
      if (turnedOff.length > 0)
        disabled = {
          endpointId: endpoint.id,
          url: endpoint.url,
          ownerUserId: streak?.ownerUserId ?? null,
          failingSince,
        };
      return 'endpoint-disabled-now';
    }
    const made = ticket.attempt + 1;
    if (made >= policy.attempts) {
      await tx
        .update(webhookMessages)
        .set({ status: 'failed', nextAttemptAt: null })
        .where(eq(webhookMessages.id, message.id));
      return 'gave-up';
    }
    const at = new Date(after.getTime() + retryDelayMs(made, policy, random));
    await tx.update(webhookMessages).set({ nextAttemptAt: at }).where(eq(webhookMessages.id, message.id));
    await queueAttempt({ messageId: message.id, run: ticket.run, attempt: made }, at, tx);
    return 'retry-queued';
  });
  if (disabled) await endpointDisabled(disabled);
  return outcome;
}
