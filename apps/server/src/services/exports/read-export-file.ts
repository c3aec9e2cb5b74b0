import { and, asc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { exportJobChunks, exportJobs } from '../../db/schema/index.js';

/**
 * The bytes of a finished export's file, in order, one stored piece (export_job_chunks) per query:
 * memory holds one piece, however large the file. A job finished before files were stored in
 * pieces has it in its own row (export_jobs.file): that is yielded whole.
 */
export async function* readExportFile({
  db,
  exportJobId,
}: {
  db: Pick<Database, 'orm'>;
  exportJobId: string;
}): AsyncGenerator<Buffer> {
  let seq = 0;
  for (;;) {
    const [piece] = await db.orm
      .select({ seq: exportJobChunks.seq, bytes: exportJobChunks.bytes })
      .from(exportJobChunks)
      .where(and(eq(exportJobChunks.jobId, exportJobId), gte(exportJobChunks.seq, seq)))
      .orderBy(asc(exportJobChunks.seq))
      .limit(1);
    if (!piece) break;
    yield piece.bytes;
    seq = piece.seq + 1;
  }
  if (seq > 0) return;
  const [row] = await db.orm
    .select({ file: exportJobs.file })
    .from(exportJobs)
    .where(eq(exportJobs.id, exportJobId));
  if (row?.file) yield row.file;
}
