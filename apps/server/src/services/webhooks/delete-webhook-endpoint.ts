import { eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { webhookEndpoints } from '../../db/schema/index.js';
import { ownWebhookEndpoint } from './own-webhook-endpoint.js';
import { requireWebhookAccess } from './webhook-access.js';

/**
 * Removes an endpoint of the caller's organisation with its messages and log; a queued attempt
 * finds no message and stops.
 */
export async function deleteWebhookEndpoint({
  db,
  caller,
  endpointId,
}: {
  db: Database;
  caller: Member;
  endpointId: string;
}): Promise<void> {
  await requireWebhookAccess(db, caller, 'manage');
  const endpoint = await ownWebhookEndpoint(db.orm, caller.organizationId, endpointId);
  await db.orm.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
}
