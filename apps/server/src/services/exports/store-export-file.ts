import { createReadStream } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { exportJobChunks } from '../../db/schema/index.js';

/** The largest piece of an export's file stored in one row (export_job_chunks). */
export const EXPORT_CHUNK_BYTES = 1024 * 1024;

type Orm = Pick<Database, 'orm'>['orm'];

/**
 * Stores the file at `path` as its export job's pieces (export_job_chunks), read from the disk one
 * piece at a time: memory holds one piece, never the file. Pieces left by an earlier attempt are
 * replaced. Returns the file's size. Run it in the transaction that marks the job done, so a job
 * is never done with half a file.
 */
export async function storeExportFile({
  orm,
  exportJobId,
  path,
  chunkBytes = EXPORT_CHUNK_BYTES,
}: {
  orm: Orm;
  exportJobId: string;
  path: string;
  chunkBytes?: number;
}): Promise<number> {
  await orm.delete(exportJobChunks).where(eq(exportJobChunks.jobId, exportJobId));
  let seq = 0;
  let size = 0;
  for await (const piece of createReadStream(path, { highWaterMark: chunkBytes }) as AsyncIterable<Buffer>) {
    await orm.insert(exportJobChunks).values({ jobId: exportJobId, seq, bytes: piece });
    seq += 1;
    size += piece.length;
  }
  return size;
}
