import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { apiKeys } from '../../db/schema/index.js';

/**
 * Revokes one of the caller's organisation's keys; tokens obtained with it stop working at once
 * (the auth check joins the key). Another organisation's key id is 40400, as if it did not exist.
 */
export async function revokeApiKey({
  db,
  caller,
  id,
}: {
  db: Database;
  caller: Member;
  id: string;
}): Promise<void> {
  const [row] = await db.orm
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.organizationId, caller.organizationId)));
  if (!row) throw new AppError(StatusCode.WRONG_LINK);
  await db.orm
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(apiKeys.id, id), eq(apiKeys.organizationId, caller.organizationId), isNull(apiKeys.revokedAt)),
    );
}
