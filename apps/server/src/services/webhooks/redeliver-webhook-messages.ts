import { AppError, StatusCode, WEBHOOK_REDELIVERY_DAYS, type WebhookRedeliver } from '@tracklane/domain';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import { fieldError } from '../../auth/field-error.js';
import type { Database } from '../../db/database.js';
import { webhookMessages } from '../../db/schema/index.js';
import type { AttemptTicket } from './deliver-webhook-message.js';
import { ownWebhookEndpoint } from './own-webhook-endpoint.js';
import { requireWebhookAccess } from './webhook-access.js';

/** Queues the first attempts of a redelivery, in its transaction (the job queue batches them). */
export type QueueWebhookAttempts = (tickets: AttemptTicket[], tx: Database['orm']) => Promise<void>;

/** A range redelivery sends at most this many messages (the oldest of the range first). */
export const MAX_REDELIVERIES = 1000;

/**
 * Sends messages of an endpoint again: one by id, or those created in a time range, within the
 * last WEBHOOK_REDELIVERY_DAYS. Each starts a new delivery run on the SAME message id and body
 * (receivers de-duplicate by `webhook-id`); jobs of the old run become stale. Answers how many
 * were queued.
 */
export async function redeliverWebhookMessages({
  db,
  caller,
  which,
  now = new Date(),
  queue,
}: {
  db: Database;
  caller: Member;
  which: WebhookRedeliver;
  now?: Date;
  queue: QueueWebhookAttempts;
}): Promise<{ queued: number }> {
  await requireWebhookAccess(db, caller, 'manage');
  const endpoint = await ownWebhookEndpoint(db.orm, caller.organizationId, which.endpointId);
  const oldest = new Date(now.getTime() - WEBHOOK_REDELIVERY_DAYS * 86_400_000);
  let range: { from: Date; to: Date } | null = null;
  if ('from' in which) {
    range = { from: new Date(which.from), to: new Date(which.to) };
    if (range.from > range.to) throw fieldError('from', 'rangeReversed');
    if (range.from < oldest) throw fieldError('from', 'redeliveryTooOld', { days: WEBHOOK_REDELIVERY_DAYS });
  }
  return db.orm.transaction(async (tx) => {
    const scope = range
      ? and(
          eq(webhookMessages.endpointId, endpoint.id),
          gte(webhookMessages.createdAt, range.from),
          lte(webhookMessages.createdAt, range.to),
        )
      : and(
          eq(webhookMessages.endpointId, endpoint.id),
          eq(webhookMessages.id, (which as { messageId: string }).messageId),
        );
    const messages = await tx
      .select({ id: webhookMessages.id, createdAt: webhookMessages.createdAt })
      .from(webhookMessages)
      .where(scope)
      .orderBy(webhookMessages.createdAt, webhookMessages.id)
      .limit(MAX_REDELIVERIES)
      .for('update');
    if (!range) {
      const [message] = messages;
      // Another endpoint's (or organisation's) message answers like an unknown one.
      if (!message) throw new AppError(StatusCode.WRONG_LINK);
      if (message.createdAt < oldest)
        throw fieldError('messageId', 'redeliveryTooOld', { days: WEBHOOK_REDELIVERY_DAYS });
    }
    if (messages.length === 0) return { queued: 0 };
    // One statement for all of them (they are locked above), and their attempts queued together.
    const runs = await tx
      .update(webhookMessages)
      .set({
        status: 'pending',
        deliveryRun: sql`${webhookMessages.deliveryRun} + 1`,
        attemptCount: 0,
        nextAttemptAt: now,
        deliveredAt: null,
      })
      .where(
        inArray(
          webhookMessages.id,
          messages.map((m) => m.id),
        ),
      )
      .returning({ id: webhookMessages.id, run: webhookMessages.deliveryRun });
    const runOf = new Map(runs.map((r) => [r.id, r.run]));
    const tickets: AttemptTicket[] = [];
    for (const message of messages) {
      const run = runOf.get(message.id);
      if (run !== undefined) tickets.push({ messageId: message.id, run, attempt: 0 });
    }
    await queue(tickets, tx);
    return { queued: messages.length };
  });
}
