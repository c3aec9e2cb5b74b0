import type { WebhookDeliveriesPage, WebhookEventType, WebhookMessage } from '@tracklane/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { webhookAttempts, webhookMessages } from '../../db/schema/index.js';
import { ownWebhookEndpoint } from './own-webhook-endpoint.js';
import { requireWebhookAccess } from './webhook-access.js';

/** An endpoint's delivery log: its messages newest first, each with its attempts newest first. */
export async function listWebhookDeliveries({
  db,
  caller,
  endpointId,
  pageIndex = 1,
  pageSize = 20,
  status,
}: {
  db: Database;
  caller: Member;
  endpointId: string;
  pageIndex?: number | undefined;
  pageSize?: number | undefined;
  status?: WebhookMessage['status'] | undefined;
}): Promise<WebhookDeliveriesPage> {
  await requireWebhookAccess(db, caller, 'view');
  const endpoint = await ownWebhookEndpoint(db.orm, caller.organizationId, endpointId);
  const where = and(
    eq(webhookMessages.endpointId, endpoint.id),
    status ? eq(webhookMessages.status, status) : undefined,
  );
  const [count] = await db.orm.select({ n: sql<number>`count(*)::int` }).from(webhookMessages).where(where);
  const messages = await db.orm
    .select({
      id: webhookMessages.id,
      type: webhookMessages.type,
      eventTypes: webhookMessages.eventTypes,
      createdAt: webhookMessages.createdAt,
      status: webhookMessages.status,
      nextAttemptAt: webhookMessages.nextAttemptAt,
    })
    .from(webhookMessages)
    .where(where)
    .orderBy(desc(webhookMessages.createdAt), desc(webhookMessages.id))
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize);
  const attempts =
    messages.length === 0
      ? []
      : await db.orm
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.messageId,
              messages.map((m) => m.id),
            ),
          )
          .orderBy(desc(webhookAttempts.at), desc(webhookAttempts.id));
  return {
    total: count?.n ?? 0,
    items: messages.map((m) => ({
      id: m.id,
      type: m.type,
      eventTypes: m.eventTypes as WebhookEventType[],
      createdAt: m.createdAt.toISOString(),
      status: m.status,
      nextAttemptAt: m.status === 'pending' ? (m.nextAttemptAt?.toISOString() ?? null) : null,
      attempts: attempts
        .filter((a) => a.messageId === m.id)
        .map((a) => ({
          id: a.id,
          at: a.at.toISOString(),
          statusCode: a.statusCode,
          latencyMs: a.latencyMs,
          responseExcerpt: a.responseExcerpt,
          error: a.error,
          succeeded: a.succeeded,
        })),
    })),
  };
}
