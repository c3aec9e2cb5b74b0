import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq, gt } from 'drizzle-orm';
import { getOrCreateSecret } from '../../auth/secrets.js';
import type { Database } from '../../db/database.js';
import { exportJobs } from '../../db/schema/index.js';
import { EXPORT_LINK_SECRET_NAME, isExportLinkValid } from './export-link-signature.js';
import { readExportFile } from './read-export-file.js';

/**
 * The file of an export by its signed link (the e-mailed one, no token). A forged or expired
 * signature, an expired or unfinished job: all 40400, as a wrong link.
 */
export async function findSignedExportFile({
  db,
  id,
  expires,
  signature,
  now = new Date(),
}: {
  db: Database;
  id: string;
  expires: number;
  signature: string;
  now?: Date;
}): Promise<{
  fileName: string;
  file: AsyncGenerator<Buffer>;
  sizeBytes: number | null;
  format: 'xlsx' | 'csv';
}> {
  const secret = await getOrCreateSecret(db, EXPORT_LINK_SECRET_NAME);
  if (!isExportLinkValid(secret, id, { expires, signature }, now)) throw new AppError(StatusCode.WRONG_LINK);
  const [row] = await db.orm
    .select({
      fileName: exportJobs.fileName,
      sizeBytes: exportJobs.sizeBytes,
      status: exportJobs.status,
      format: exportJobs.format,
      expiresAt: exportJobs.expiresAt,
    })
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), gt(exportJobs.expiresAt, now)));
  // The link signs the job's own expiry: one signed with another is not this job's link.
  if (row?.status !== 'done' || !row.fileName || row.expiresAt.getTime() !== expires)
    throw new AppError(StatusCode.WRONG_LINK);
  // Read a piece at a time as the response is sent (read-export-file.ts), never the whole file at once.
  return {
    fileName: row.fileName,
    file: readExportFile({ db, exportJobId: id }),
    sizeBytes: row.sizeBytes,
    format: row.format,
  };
}
