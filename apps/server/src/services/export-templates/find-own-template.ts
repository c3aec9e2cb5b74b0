import { AppError, DEFAULT_EXPORT_TEMPLATE_ID, StatusCode } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { exportTemplates } from '../../db/schema/index.js';

/**
 * One of the member's own templates by id. Another member's (a colleague's too) or none: 40400,
 * like every id-taking call; `default` is nobody's row, so callers handle it first.
 */
export async function findOwnTemplate(db: Pick<Database, 'orm'>, userId: string, id: string) {
  if (id === DEFAULT_EXPORT_TEMPLATE_ID) throw new AppError(StatusCode.NO_PERMISSION);
  const [row] = await db.orm
    .select()
    .from(exportTemplates)
    .where(and(eq(exportTemplates.id, id), eq(exportTemplates.ownerUserId, userId)));
  if (!row) throw new AppError(StatusCode.WRONG_LINK);
  return row;
}
