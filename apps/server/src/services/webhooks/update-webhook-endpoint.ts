import type { WebhookEndpoint, WebhookEndpointUpdate } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { webhookEndpoints } from '../../db/schema/index.js';
import { checkWebhookUrl } from './check-webhook-url.js';
import { ownWebhookEndpoint } from './own-webhook-endpoint.js';
import { requireWebhookAccess } from './webhook-access.js';
import { endpointColumns, webhookEndpointOfRow } from './webhook-endpoint-of-row.js';

/**
 * Changes an endpoint of the caller's organisation: the fields given. Disabling it is 'manual';
 * enabling it clears the reason and the failure streak (a fresh 72 h before it can be disabled).
 */
export async function updateWebhookEndpoint({
  db,
  caller,
  input,
  allowPrivate,
  resolve,
  now = new Date(),
}: {
  db: Database;
  caller: Member;
  input: WebhookEndpointUpdate;
  allowPrivate: boolean;
  resolve?: (host: string) => Promise<string[]>;
  now?: Date;
}): Promise<WebhookEndpoint> {
  await requireWebhookAccess(db, caller, 'manage');
  const current = await ownWebhookEndpoint(db.orm, caller.organizationId, input.id);
  if (input.url !== undefined && input.url !== current.url)
    await checkWebhookUrl(input.url, allowPrivate, resolve);
  const switched = input.enabled !== undefined && input.enabled !== current.enabled;
  const [row] = await db.orm
    .update(webhookEndpoints)
    .set({
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.eventTypes !== undefined ? { eventTypes: [...new Set(input.eventTypes)] } : {}),
      ...(input.thresholdHours !== undefined ? { thresholdHours: input.thresholdHours } : {}),
      ...(switched && input.enabled ? { enabled: true, disabledReason: null, failingSince: null } : {}),
      ...(switched && !input.enabled ? { enabled: false, disabledReason: 'manual' as const } : {}),
      updatedAt: now,
    })
    .where(eq(webhookEndpoints.id, current.id))
    .returning(endpointColumns);
  if (!row) throw new Error('update of webhook_endpoints returned no row');
  return webhookEndpointOfRow(row, now);
}
