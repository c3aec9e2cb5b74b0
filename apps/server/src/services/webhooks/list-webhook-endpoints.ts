import type { WebhookEndpoint } from '@tracklane/domain';
import { asc, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { webhookEndpoints } from '../../db/schema/index.js';
import { requireWebhookAccess } from './webhook-access.js';
import { endpointColumns, webhookEndpointOfRow } from './webhook-endpoint-of-row.js';

/** The organisation's endpoints, oldest first. */
export async function listWebhookEndpoints({
  db,
  caller,
  now = new Date(),
}: {
  db: Database;
  caller: Member;
  now?: Date;
}): Promise<WebhookEndpoint[]> {
  await requireWebhookAccess(db, caller, 'view');
  const rows = await db.orm
    .select(endpointColumns)
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, caller.organizationId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map((row) => webhookEndpointOfRow(row, now));
}
