import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { exportJobs } from '../../db/schema/index.js';
import { ownerCondition } from './export-owner.js';
import { readExportFile } from './read-export-file.js';

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
}): Promise<{
  fileName: string;
  file: AsyncGenerator<Buffer>;
  sizeBytes: number | null;
  format: 'xlsx' | 'csv';
}> {
  const [row] = await db.orm
    .select({
      fileName: exportJobs.fileName,
      sizeBytes: exportJobs.sizeBytes,
      status: exportJobs.status,
      format: exportJobs.format,
    })
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), ownerCondition(caller), gt(exportJobs.expiresAt, now)));
  if (row?.status !== 'done' || !row.fileName) throw new AppError(StatusCode.WRONG_LINK);
  // Read a piece at a time as the response is sent (read-export-file.ts), never the whole file at once.
  return {
    fileName: row.fileName,
    file: readExportFile({ db, exportJobId: id }),
    sizeBytes: row.sizeBytes,
    format: row.format,
  };
}
