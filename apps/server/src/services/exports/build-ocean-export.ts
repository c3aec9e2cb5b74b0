import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_TIME_DISPLAY, isLanguage, type PortDirectory, ZOceanExportBody } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { SubscriptionScope } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { exportJobs } from '../../db/schema/index.js';
import type { OceanExportQuery } from './ocean-export-query.js';
import { readOceanExportRows } from './read-ocean-export-rows.js';
import { writeOceanWorkbook } from './write-ocean-workbook.js';

export type BuildOutcome =
  | { status: 'done'; rowCount: number }
  | { status: 'failed'; reason: string }
  | { status: 'gone' };

/** e.g. ocean-export-20261121-2104.xlsx (UTC), what the browser saves the download as. */
export function exportFileName(at: Date): string {
  const stamp = at.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return `ocean-export-${stamp}.xlsx`;
}

/**
 * Builds the .xlsx of a queued ocean export and stores it in its row (done), or records why it
 * could not (failed). The workbook is streamed to a temp file first, so memory holds one batch of
 * rows plus the finished (compressed) file, never the whole sheet.
 */
export async function buildOceanExport({
  db,
  exportJobId,
  ports,
  now = () => new Date(),
}: {
  db: Database;
  exportJobId: string;
  ports: PortDirectory;
  now?: () => Date;
}): Promise<BuildOutcome> {
  const [job] = await db.orm.select().from(exportJobs).where(eq(exportJobs.id, exportJobId));
  // Expired and cleaned up before a worker got to it: nothing to do.
  if (!job) return { status: 'gone' };
  await db.orm.update(exportJobs).set({ status: 'running' }).where(eq(exportJobs.id, exportJobId));
  const dir = await mkdtemp(join(tmpdir(), 'tl-export-'));
  try {
    const path = join(dir, 'export.xlsx');
    const query = storedQuery(job.query);
    const rowCount = await writeOceanWorkbook({
      path,
      language: isLanguage(job.language) ? job.language : 'en',
      times: { display: query.timeDisplay ?? DEFAULT_TIME_DISPLAY, ownZone: query.timeZone ?? null },
      batches: readOceanExportRows({
        db,
        scope: job.scope as SubscriptionScope,
        query,
        ports,
      }),
    });
    const finishedAt = now();
    await db.orm
      .update(exportJobs)
      .set({
        status: 'done',
        rowCount,
        file: await readFile(path),
        fileName: exportFileName(job.createdAt),
        finishedAt,
        failureReason: null,
      })
      .where(eq(exportJobs.id, exportJobId));
    return { status: 'done', rowCount };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await db.orm
      .update(exportJobs)
      .set({ status: 'failed', failureReason: reason.slice(0, 500), finishedAt: now() })
      .where(eq(exportJobs.id, exportJobId));
    return { status: 'failed', reason };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The query as the route accepted it. It was stored as JSON, where dates became strings; the
 * wire schema turns them back into dates (a cast would hand the filters strings).
 */
function storedQuery(stored: unknown): OceanExportQuery {
  const { language: _language, ...query } = ZOceanExportBody.parse(stored);
  return query;
}
