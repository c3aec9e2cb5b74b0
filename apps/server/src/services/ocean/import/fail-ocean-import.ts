import { importMessage, isLanguage } from '@tracklane/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { oceanImportRows, oceanImports } from '../../../db/schema/index.js';

/**
 * An import whose job gave up (its last attempt failed): the import and each row still without a
 * result are `failed`, with a message in the import's language, so the dialog and the results
 * file say what was not subscribed (the error itself stays in the server log: it may name
 * internals). Batches that committed keep their subscriptions. False when it had already ended.
 */
export async function failOceanImport({
  db,
  importId,
  now = new Date(),
}: {
  db: Database;
  importId: string;
  now?: Date;
}): Promise<boolean> {
  return db.orm.transaction(async (tx) => {
    const [imp] = await tx
      .select({ language: oceanImports.language })
      .from(oceanImports)
      .where(and(eq(oceanImports.id, importId), inArray(oceanImports.status, ['queued', 'running'])))
      .for('update');
    if (!imp) return false;
    const language = isLanguage(imp.language) ? imp.language : 'en';
    await tx
      .update(oceanImports)
      .set({ status: 'failed', failureReason: importMessage('importStopped', language), finishedAt: now })
      .where(eq(oceanImports.id, importId));
    await tx
      .update(oceanImportRows)
      .set({ result: 'failed', resultMessage: importMessage('interrupted', language) })
      .where(and(eq(oceanImportRows.importId, importId), isNull(oceanImportRows.result)));
    return true;
  });
}
