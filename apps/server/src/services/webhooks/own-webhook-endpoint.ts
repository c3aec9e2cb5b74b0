import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { webhookEndpoints } from '../../db/schema/index.js';

/**
 * The organisation's endpoint of that id; another organisation's answers 40400 like an unknown
 * id (wrong link), so ids cannot be probed across tenants.
 */
export async function ownWebhookEndpoint(
  db: Database['orm'],
  organizationId: string,
  endpointId: string,
): Promise<typeof webhookEndpoints.$inferSelect> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.organizationId, organizationId)));
  if (!row) throw new AppError(StatusCode.WRONG_LINK);
  return row;
}
