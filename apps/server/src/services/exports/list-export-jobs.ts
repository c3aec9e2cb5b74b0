import {
  defaultTemplateName,
  type ExportJobItem,
  type ExportJobPage,
  type Language,
} from '@tracklane/domain';
import { and, count, desc, getTableColumns, gt } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { exportJobs } from '../../db/schema/index.js';
import { ownerCondition } from './export-owner.js';

export const downloadUrlOf = (id: string) => `/exports/jobs/${id}/download`;

/** The caller's export jobs not yet expired, newest first (first page 1, default size 10). */
export async function listExportJobs({
  db,
  caller,
  pageIndex = 1,
  pageSize = 10,
  language = 'en',
  now = new Date(),
}: {
  db: Database;
  caller: Caller;
  /** The caller's language: the default template's name is written in it. */
  language?: Language;
  pageIndex?: number | undefined;
  pageSize?: number | undefined;
  now?: Date;
}) {
  const where = and(ownerCondition(caller), gt(exportJobs.expiresAt, now));
  // Every column but the file: a page must not read megabytes.
  const {
    file: _file,
    scope: _scope,
    query: _query,
    templateFields: _fields,
    notifyEmails: _emails,
    ...columns
  } = getTableColumns(exportJobs);
  const [rows, [total]] = await Promise.all([
    db.orm
      .select(columns)
      .from(exportJobs)
      .where(where)
      .orderBy(desc(exportJobs.createdAt), desc(exportJobs.id))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize),
    db.orm.select({ n: count() }).from(exportJobs).where(where),
  ]);
  const list: ExportJobItem[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    format: r.format,
    // No template id: the default template, named in the caller's language.
    templateName: r.templateId === null ? defaultTemplateName(language) : r.templateName,
    progress: { done: r.progressDone, total: r.progressTotal },
    rowCount: r.rowCount,
    sizeBytes: r.sizeBytes,
    failureReason: r.failureReason,
    fileName: r.fileName,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    expiresAt: r.expiresAt.toISOString(),
    downloadUrl: r.status === 'done' ? downloadUrlOf(r.id) : null,
  }));
  const page: ExportJobPage = { list, total: total?.n ?? 0, pageIndex, pageSize };
  return page;
}
