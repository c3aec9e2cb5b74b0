import { WEBHOOK_SECRET_OVERLAP_HOURS, type WebhookEndpointWithSecret } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { webhookEndpoints } from '../../db/schema/index.js';
import { ownWebhookEndpoint } from './own-webhook-endpoint.js';
import { requireWebhookAccess } from './webhook-access.js';
import { endpointColumns, webhookEndpointOfRow } from './webhook-endpoint-of-row.js';
import { newWebhookSecret } from './webhook-signature.js';

/**
 * A new secret for an endpoint, shown this once. The one it replaces still signs for
 * WEBHOOK_SECRET_OVERLAP_HOURS (both signatures are sent), so the receiver can switch without a
 * message it cannot verify. Rotating again within the overlap drops the oldest secret.
 */
export async function rotateWebhookSecret({
  db,
  caller,
  endpointId,
  now = new Date(),
}: {
  db: Database;
  caller: Member;
  endpointId: string;
  now?: Date;
}): Promise<WebhookEndpointWithSecret> {
  await requireWebhookAccess(db, caller, 'manage');
  const endpoint = await ownWebhookEndpoint(db.orm, caller.organizationId, endpointId);
  const secret = newWebhookSecret();
  const [row] = await db.orm
    .update(webhookEndpoints)
    .set({
      secret,
      previousSecret: endpoint.secret,
      previousSecretValidUntil: new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * 3_600_000),
      updatedAt: now,
    })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning(endpointColumns);
  if (!row) throw new Error('update of webhook_endpoints returned no row');
  return { ...webhookEndpointOfRow(row, now), secret };
}
