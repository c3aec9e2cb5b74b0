import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CarrierRegistry,
  DEFAULT_EXPORT_FIELDS,
  DEFAULT_TIME_DISPLAY,
  EXPORT_FIELDS,
  type ExportFormat,
  isLanguage,
  type PortDirectory,
  ZOceanExportBody,
} from '@tracklane/domain';
import { count, eq } from 'drizzle-orm';
import type { SubscriptionScope } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { exportJobs, oceanSubscriptions } from '../../db/schema/index.js';
import type { SqlRunner } from '../../db/sql-rows.js';
import { collectGarbage } from './collect-garbage.js';
import { type CellValue, type ExportContext, exportRowsOf, viewKeysOf } from './export-field-values.js';
import { fieldHeader } from './export-file-headers.js';
import type { OceanExportQuery } from './ocean-export-query.js';
import { exportWhere, readExportSources } from './read-export-sources.js';
import { storeExportFile } from './store-export-file.js';
import { writeExportCsv } from './write-export-csv.js';
import { SHEET_NAMES, writeExportXlsx } from './write-export-xlsx.js';

export type BuildOutcome =
  | { status: 'done'; rowCount: number }
  | { status: 'failed'; reason: string }
  | { status: 'gone' };

/** Progress is written to the job's row at most this often (rows), not on every batch. */
export const PROGRESS_EVERY_ROWS = 5000;

/** A full garbage collection this often (rows): keeps the heap near what is alive (collect-garbage.ts). */
export const COLLECT_EVERY_ROWS = 10_000;

/** e.g. ocean-export-20261121-2104.xlsx (UTC), what the browser saves the download as. */
export function exportFileName(at: Date, format: ExportFormat = 'xlsx'): string {
  const stamp = at.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return `ocean-export-${stamp}.${format}`;
}

const NO_CARRIERS: CarrierRegistry = { all: () => [], get: () => undefined };

/**
 * Builds the file of a queued ocean export with its template (fields, one row per shipment or per
 * container) in its format, and stores it in pieces beside its row (export_job_chunks; done), or
 * records why it could not (failed). Rows are read in keyset-paged batches and streamed to a temp
 * file, which is then stored a piece at a time: memory holds one batch or one piece, never the
 * whole list or the whole file. Progress is written every few thousand rows.
 * When it is done and someone is to be e-mailed the link, `queueMail` queues that in the same
 * transaction as marking it done: a crash in between neither loses nor doubles the e-mail.
 */
export async function buildOceanExport({
  db,
  exportJobId,
  ports,
  carriers = NO_CARRIERS,
  queueMail,
  now = () => new Date(),
  chunkBytes,
}: {
  db: Database;
  exportJobId: string;
  ports: PortDirectory;
  carriers?: CarrierRegistry;
  queueMail?: (exportJobId: string, tx: SqlRunner) => Promise<unknown>;
  now?: () => Date;
  /** The largest piece of the file stored in one row (store-export-file.ts); tests make it small. */
  chunkBytes?: number;
}): Promise<BuildOutcome> {
  const [job] = await db.orm.select().from(exportJobs).where(eq(exportJobs.id, exportJobId));
  // Expired and cleaned up before a worker got to it: nothing to do.
  if (!job) return { status: 'gone' };
  const dir = await mkdtemp(join(tmpdir(), 'tl-export-'));
  try {
    const format = job.format;
    const path = join(dir, `export.${format}`);
    const query = storedQuery(job.query);
    const scope = job.scope as SubscriptionScope;
    const [counted] = await db.orm
      .select({ n: count() })
      .from(oceanSubscriptions)
      .where(exportWhere(scope, query, ports));
    await db.orm
      .update(exportJobs)
      .set({ status: 'running', progressDone: 0, progressTotal: counted?.n ?? 0 })
      .where(eq(exportJobs.id, exportJobId));
    const language = isLanguage(job.language) ? job.language : 'en';
    const display = query.timeDisplay ?? DEFAULT_TIME_DISPLAY;
    const fields = job.templateFields ?? [...DEFAULT_EXPORT_FIELDS];
    const context: ExportContext = {
      language,
      times: { display, ownZone: query.timeZone ?? null },
      ports,
      carriers,
    };
    const headers = fields.map((key) => fieldHeader(key, language, display));
    async function* batches(): AsyncGenerator<CellValue[][]> {
      const viewKeys = viewKeysOf(fields, job!.rowMode);
      for await (const sources of readExportSources({ db, scope, query, ports, viewKeys }))
        yield sources.flatMap((source) => exportRowsOf(source, fields, job!.rowMode, context));
    }
    let reported = 0;
    let collected = 0;
    const onRows = async (rows: number) => {
      if (rows - collected >= COLLECT_EVERY_ROWS) {
        collected = rows;
        collectGarbage();
      }
      if (rows - reported < PROGRESS_EVERY_ROWS) return;
      reported = rows;
      await db.orm.update(exportJobs).set({ progressDone: rows }).where(eq(exportJobs.id, exportJobId));
    };
    const rowCount =
      format === 'csv'
        ? await writeExportCsv({ path, headers, batches: batches(), onRows })
        : await writeExportXlsx({
            path,
            sheetName: SHEET_NAMES[language],
            headers,
            widths: fields.map((key) => EXPORT_FIELDS[key].width),
            batches: batches(),
            onRows,
          });
    const finishedAt = now();
    await db.orm.transaction(async (tx) => {
      const sizeBytes = await storeExportFile({
        orm: tx,
        exportJobId,
        path,
        ...(chunkBytes ? { chunkBytes } : {}),
      });
      await tx
        .update(exportJobs)
        .set({
          status: 'done',
          rowCount,
          progressDone: rowCount,
          progressTotal: rowCount,
          sizeBytes,
          fileName: exportFileName(job.createdAt, format),
          finishedAt,
          failureReason: null,
        })
        .where(eq(exportJobs.id, exportJobId));
      if (job.notifyEmails.length > 0) await queueMail?.(exportJobId, tx);
    });
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
function storedQuery(stored: unknown): OceanExportQuery & { subscriptionIds?: string[] | undefined } {
  const { language: _language, ...query } = ZOceanExportBody.parse(stored);
  return query;
}
