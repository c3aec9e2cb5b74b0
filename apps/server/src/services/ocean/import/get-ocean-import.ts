import {
  AppError,
  emptyImportCounts,
  emptyImportResultCounts,
  type ImportJob,
  type ImportRowStatus,
  StatusCode,
} from '@tracklane/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Member } from '../../../auth/caller.js';
import type { Database } from '../../../db/database.js';
import { oceanImportRows, oceanImports } from '../../../db/schema/index.js';

/** The caller's own import (another member's or organisation's: 40400, as for a missing one). */
export async function findOwnImport({ db, caller, id }: { db: Database; caller: Member; id: string }) {
  const [row] = await db.orm
    .select()
    .from(oceanImports)
    .where(and(eq(oceanImports.id, id), eq(oceanImports.ownerUserId, caller.subject)));
  if (!row) throw new AppError(StatusCode.WRONG_LINK);
  return row;
}

/** GET /application/ocean/import/:id: status, progress, counts and one page of rows. */
export async function getOceanImport({
  db,
  caller,
  id,
  page,
  pageSize,
  status,
}: {
  db: Database;
  caller: Member;
  id: string;
  page: number;
  pageSize: number;
  status?: ImportRowStatus[];
}): Promise<ImportJob> {
  const imp = await findOwnImport({ db, caller, id });
  const ofImport = eq(oceanImportRows.importId, id);
  const grouped = await db.orm
    .select({ status: oceanImportRows.status, result: oceanImportRows.result, n: count() })
    .from(oceanImportRows)
    .where(ofImport)
    .groupBy(oceanImportRows.status, oceanImportRows.result);
  const counts = emptyImportCounts();
  const results = emptyImportResultCounts();
  for (const g of grouped) {
    counts[g.status] += g.n;
    if (g.result) results[g.result] += g.n;
  }
  const rows = await db.orm
    .select()
    .from(oceanImportRows)
    .where(status && status.length > 0 ? and(ofImport, inArray(oceanImportRows.status, status)) : ofImport)
    .orderBy(asc(oceanImportRows.row))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const progress =
    imp.status === 'done' ? 100 : imp.toImport === 0 ? 0 : Math.floor((imp.processed / imp.toImport) * 100);
  return {
    id: imp.id,
    status: imp.status,
    total: imp.total,
    counts,
    toImport: imp.toImport,
    processed: imp.processed,
    progress: Math.min(100, progress),
    results,
    failureReason: imp.failureReason,
    createdAt: imp.createdAt.toISOString(),
    finishedAt: imp.finishedAt?.toISOString() ?? null,
    expiresAt: imp.expiresAt.toISOString(),
    page,
    pageSize,
    rows: rows.map(({ importId: _, ...r }) => r),
  };
}
