import { AppError, importMessage, type Language, StatusCode } from '@tracklane/domain';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Member } from '../../../auth/caller.js';
import type { Database } from '../../../db/database.js';
import { oceanImportRows, oceanImports } from '../../../db/schema/index.js';
import type { SqlRunner } from '../../../db/sql-rows.js';

/** A confirmed import and its results are kept this long. */
export const IMPORT_RESULTS_TTL_MS = 7 * 86_400_000;

/**
 * POST /application/ocean/import: confirms the caller's own preview (another's, an expired one or
 * none: 40400) and queues the job that subscribes its ok rows, in the same transaction, so an
 * import is never queued without its job nor its job without the import. A second confirm: 40000.
 */
export async function startOceanImport({
  db,
  caller,
  previewId,
  language,
  now = new Date(),
  enqueue,
}: {
  db: Database;
  caller: Member;
  previewId: string;
  language: Language;
  now?: Date;
  enqueue: (importId: string, tx: SqlRunner) => Promise<unknown>;
}): Promise<{ id: string }> {
  const mine = and(eq(oceanImports.id, previewId), eq(oceanImports.ownerUserId, caller.subject));
  return db.orm.transaction(async (tx) => {
    const [found] = await tx
      .select({ status: oceanImports.status })
      .from(oceanImports)
      .where(and(mine, gt(oceanImports.expiresAt, now)))
      .for('update');
    if (!found) throw new AppError(StatusCode.WRONG_LINK, importMessage('previewGone', language));
    if (found.status !== 'preview')
      throw new AppError(StatusCode.BAD_PARAMETER, importMessage('alreadyStarted', language));
    const [ok] = await tx
      .select({ n: count() })
      .from(oceanImportRows)
      .where(and(eq(oceanImportRows.importId, previewId), eq(oceanImportRows.status, 'ok')));
    await tx
      .update(oceanImports)
      .set({
        status: 'queued',
        toImport: ok?.n ?? 0,
        expiresAt: new Date(now.getTime() + IMPORT_RESULTS_TTL_MS),
      })
      .where(mine);
    await enqueue(previewId, tx);
    return { id: previewId };
  });
}
