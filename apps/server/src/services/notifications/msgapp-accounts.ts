import { MSGAPP_PROVIDER } from '@tracklane/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { userIdentities } from '../../db/schema/index.js';

/** The union ids of the messaging-app accounts a member bound (QR binding), oldest first. */
export async function msgappAccountsOf(db: Database['orm'], userId: string): Promise<string[]> {
  const rows = await db
    .select({ unionId: userIdentities.unionId })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, MSGAPP_PROVIDER)))
    .orderBy(asc(userIdentities.createdAt));
  return rows.map((r) => r.unionId);
}
