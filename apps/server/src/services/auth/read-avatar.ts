import { AppError, StatusCode } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { avatars } from '../../db/schema/index.js';

/**
 * A profile picture by id. Public on purpose: <img> tags send no bearer token, and ids are
 * random UUIDs that only appear in the profiles of people who may see them.
 */
export async function readAvatar({
  db,
  id,
}: {
  db: Database;
  id: string;
}): Promise<{ contentType: string; data: Buffer }> {
  const [row] = await db.orm
    .select({ contentType: avatars.contentType, data: avatars.data })
    .from(avatars)
    .where(eq(avatars.id, id));
  if (!row) throw new AppError(StatusCode.WRONG_LINK);
  return row;
}
