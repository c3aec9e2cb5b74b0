import {
  MAX_WEBHOOK_ENDPOINTS,
  type WebhookEndpointInput,
  type WebhookEndpointWithSecret,
} from '@tracklane/domain';
import { eq, sql } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import { fieldError } from '../../auth/field-error.js';
import type { Database } from '../../db/database.js';
import { organizations, webhookEndpoints } from '../../db/schema/index.js';
import { checkWebhookUrl } from './check-webhook-url.js';
import { requireWebhookAccess } from './webhook-access.js';
import { endpointColumns, webhookEndpointOfRow } from './webhook-endpoint-of-row.js';
import { newWebhookSecret } from './webhook-signature.js';

/** Default threshold of an endpoint: the reminder rules' default. */
export const DEFAULT_WEBHOOK_THRESHOLD_HOURS = 6;

/**
 * Adds an endpoint to the caller's organisation (at most MAX_WEBHOOK_ENDPOINTS), its URL checked
 * by the SSRF guard. The caller is its owner (told when it is disabled). The secret is in this
 * answer only.
 */
export async function createWebhookEndpoint({
  db,
  caller,
  input,
  allowPrivate,
  resolve,
  now = new Date(),
}: {
  db: Database;
  caller: Member;
  input: WebhookEndpointInput;
  allowPrivate: boolean;
  resolve?: (host: string) => Promise<string[]>;
  now?: Date;
}): Promise<WebhookEndpointWithSecret> {
  await requireWebhookAccess(db, caller, 'manage');
  await checkWebhookUrl(input.url, allowPrivate, resolve);
  const secret = newWebhookSecret();
  return db.orm.transaction(async (tx) => {
    // The organisation's row lock: two creates at once cannot both pass the limit.
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, caller.organizationId))
      .for('update');
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.organizationId, caller.organizationId));
    if ((count?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS)
      throw fieldError('url', 'webhookEndpointLimit', { max: MAX_WEBHOOK_ENDPOINTS });
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        organizationId: caller.organizationId,
        ownerUserId: caller.subject,
        url: input.url,
        description: input.description ?? '',
        eventTypes: [...new Set(input.eventTypes)],
        thresholdHours: input.thresholdHours ?? DEFAULT_WEBHOOK_THRESHOLD_HOURS,
        secret,
        createdAt: now,
        updatedAt: now,
      })
      .returning(endpointColumns);
    if (!row) throw new Error('insert into webhook_endpoints returned no row');
    return { ...webhookEndpointOfRow(row, now), secret };
  });
}
