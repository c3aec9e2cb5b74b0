import { lt } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { oceanImports } from '../../../db/schema/index.js';

/**
 * Deletes previews never confirmed and imports whose results are past their keep time (their
 * rows go with them: cascade). Run as a new preview is made and by the nightly clean-up, so a
 * quiet deployment does not keep them either.
 */
export async function deleteExpiredImports({
  db,
  now = new Date(),
}: {
  db: Pick<Database, 'orm'>;
  now?: Date;
}): Promise<number> {
  const deleted = await db.orm
    .delete(oceanImports)
    .where(lt(oceanImports.expiresAt, now))
    .returning({ id: oceanImports.id });
  return deleted.length;
}
