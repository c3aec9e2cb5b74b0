import { AppError, type ExportTemplate, type Language, StatusCode } from '@tracklane/domain';
import { asc, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { exportTemplates } from '../../db/schema/index.js';
import { listExportTemplates } from './list-export-templates.js';

/**
 * POST /application/ocean/export/templates/order: the member's templates in the order of `ids`
 * (drag and drop); any not named keep their order after them. An id that is not one of the
 * member's own is 40400, and nothing moves. Answers the list as GET does.
 */
export async function orderExportTemplates({
  db,
  caller,
  ids,
  language,
}: {
  db: Database;
  caller: Member;
  ids: string[];
  language: Language;
}): Promise<ExportTemplate[]> {
  await db.orm.transaction(async (tx) => {
    const own = await tx
      .select({ id: exportTemplates.id })
      .from(exportTemplates)
      .where(eq(exportTemplates.ownerUserId, caller.subject))
      .orderBy(asc(exportTemplates.position), asc(exportTemplates.createdAt), asc(exportTemplates.id))
      .for('update');
    const ownIds = own.map((r) => r.id);
    const named = [...new Set(ids)];
    if (named.some((id) => !ownIds.includes(id))) throw new AppError(StatusCode.WRONG_LINK);
    const order = [...named, ...ownIds.filter((id) => !named.includes(id))];
    for (const [position, id] of order.entries())
      await tx.update(exportTemplates).set({ position }).where(eq(exportTemplates.id, id));
  });
  return listExportTemplates({ db, caller, language });
}
