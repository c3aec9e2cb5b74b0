import { AppError, DEFAULT_EXPORT_TEMPLATE_ID, StatusCode } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { exportTemplates } from '../../db/schema/index.js';

/**
 * POST /application/ocean/export/templates/:id/delete. The default template is read-only (40300);
 * another member's id is 40400. Export jobs made with it keep their stored template name.
 */
export async function deleteExportTemplate({ db, caller, id }: { db: Database; caller: Member; id: string }) {
  if (id === DEFAULT_EXPORT_TEMPLATE_ID) throw new AppError(StatusCode.NO_PERMISSION);
  const deleted = await db.orm
    .delete(exportTemplates)
    .where(and(eq(exportTemplates.id, id), eq(exportTemplates.ownerUserId, caller.subject)))
    .returning({ id: exportTemplates.id });
  if (deleted.length === 0) throw new AppError(StatusCode.WRONG_LINK);
  return { id };
}
