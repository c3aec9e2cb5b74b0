import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import { requirePermission } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { departments } from '../../db/schema/index.js';

/**
 * Deletes a department (company.manage). Its members keep working: the foreign key clears their
 * department (ON DELETE SET NULL), as it does on invitations that named it.
 */
export async function deleteDepartment({
  db,
  caller,
  id,
}: {
  db: Database;
  caller: Member;
  id: string;
}): Promise<void> {
  await requirePermission(db, caller, 'company.manage');
  const deleted = await db.orm
    .delete(departments)
    .where(and(eq(departments.id, id), eq(departments.organizationId, caller.organizationId)))
    .returning({ id: departments.id });
  if (deleted.length === 0) throw new AppError(StatusCode.WRONG_LINK);
}
