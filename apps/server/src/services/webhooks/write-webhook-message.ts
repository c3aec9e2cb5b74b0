import {
  MAX_WEBHOOK_BODY_BYTES,
  type WebhookEventType,
  type WebhookMessageType,
  type WebhookPayload,
} from '@tracklane/domain';
import type { Database } from '../../db/database.js';
import { webhookMessages } from '../../db/schema/index.js';
import type { AttemptTicket } from './deliver-webhook-message.js';
import { newWebhookMessageId } from './webhook-message-id.js';

export type QueueWebhookAttempt = (ticket: AttemptTicket, tx: Database['orm']) => Promise<void>;

/**
 * Writes one message of an endpoint and queues its first attempt in the same transaction (the
 * outbox). The body is serialised once here and sent as stored; one too large for
 * MAX_WEBHOOK_BODY_BYTES keeps its first changes only (a shipment's dates are a few dozen at most).
 */
export async function writeWebhookMessage(
  tx: Database['orm'],
  {
    endpoint,
    type,
    data,
    now,
    queue,
  }: {
    endpoint: { id: string; organizationId: string };
    type: WebhookMessageType;
    data: WebhookPayload['data'];
    now: Date;
    queue: QueueWebhookAttempt;
  },
): Promise<string> {
  const id = newWebhookMessageId(now);
  let payload: WebhookPayload = { type, timestamp: now.toISOString(), data };
  let body = JSON.stringify(payload);
  while (Buffer.byteLength(body) >= MAX_WEBHOOK_BODY_BYTES && payload.data.changes.length > 1) {
    const changes = payload.data.changes.slice(0, Math.ceil(payload.data.changes.length / 2));
    payload = { ...payload, data: { ...payload.data, changes, eventTypes: eventTypesOf(changes) } };
    body = JSON.stringify(payload);
  }
  await tx.insert(webhookMessages).values({
    id,
    endpointId: endpoint.id,
    organizationId: endpoint.organizationId,
    type,
    eventTypes: payload.data.eventTypes,
    body,
    payload,
    createdAt: now,
    nextAttemptAt: now,
  });
  await queue({ messageId: id, run: 0, attempt: 0 }, tx);
  return id;
}

export function eventTypesOf(changes: readonly { event: WebhookEventType }[]): WebhookEventType[] {
  return [...new Set(changes.map((c) => c.event))];
}
