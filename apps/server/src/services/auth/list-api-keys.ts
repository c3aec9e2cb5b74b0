import type { ApiKey } from '@tracklane/domain';
import { desc, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { apiKeys, organizations } from '../../db/schema/index.js';

/** The caller's organisation's keys, newest first (never the keys themselves). */
export async function listApiKeys({ db, caller }: { db: Database; caller: Member }): Promise<ApiKey[]> {
  const rows = await db.orm
    .select({ key: apiKeys, clientId: organizations.clientId })
    .from(apiKeys)
    .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
    .where(eq(apiKeys.organizationId, caller.organizationId))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(({ key, clientId }) => ({
    id: key.id,
    name: key.name,
    clientId,
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  }));
}
