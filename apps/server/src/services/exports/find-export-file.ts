import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { exportJobs } from '../../db/schema/index.js';
import { ownerCondition } from './export-owner.js';

/**
 * The finished file of one of the caller's export jobs. Someone else's job, an expired one or one
 * not finished yet are all 40400: there is nothing to download at that link (yet).
 */
export async function findExportFile({
  db,
  caller,
  id,
  now = new Date(),
}: {
  db: Database;
  caller: Caller;
  id: string;
  now?: Date;
}): Promise<{ fileName: string; file: Buffer; format: 'xlsx' | 'csv' }> {
  const [row] = await db.orm
    .select({
      fileName: exportJobs.fileName,
      file: exportJobs.file,
      status: exportJobs.status,
      format: exportJobs.format,
    })
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), ownerCondition(caller), gt(exportJobs.expiresAt, now)));
  if (row?.status !== 'done' || !row.file || !row.fileName) throw new AppError(StatusCode.WRONG_LINK);
  return { fileName: row.fileName, file: row.file, format: row.format };
}
