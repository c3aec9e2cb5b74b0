import { lte } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { exportJobs } from '../../db/schema/index.js';

/** Deletes export jobs past their 7 days, and so their files (export_job_chunks go with them: cascade). */
export async function deleteExpiredExports({ db, now = new Date() }: { db: Database; now?: Date }) {
  const deleted = await db.orm
    .delete(exportJobs)
    .where(lte(exportJobs.expiresAt, now))
    .returning({ id: exportJobs.id });
  return deleted.length;
}
