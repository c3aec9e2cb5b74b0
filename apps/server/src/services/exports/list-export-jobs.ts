import type { ExportJobItem, ExportJobPage } from '@tracklane/domain';
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
  now = new Date(),
}: {
  db: Database;
  caller: Caller;
  pageIndex?: number | undefined;
  pageSize?: number | undefined;
  now?: Date;
}) {
  const where = and(ownerCondition(caller), gt(exportJobs.expiresAt, now));
  // Every column but the file: a page must not read megabytes.
  const { file: _file, scope: _scope, query: _query, ...columns } = getTableColumns(exportJobs);
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
    // Templates, formats and progress are the export issue's next commits (issue 22).
    format: 'xlsx',
    templateName: null,
    progress: { done: r.rowCount ?? 0, total: r.rowCount },
    rowCount: r.rowCount,
    sizeBytes: null,
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
