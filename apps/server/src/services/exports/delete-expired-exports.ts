import { lte } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { exportJobs } from '../../db/schema/index.js';

/** Deletes export jobs (and so their files, kept in the row) past their 7 days. */
export async function deleteExpiredExports({ db, now = new Date() }: { db: Database; now?: Date }) {
  const deleted = await db.orm
    .delete(exportJobs)
    .where(lte(exportJobs.expiresAt, now))
    .returning({ id: exportJobs.id });
  return deleted.length;
}
