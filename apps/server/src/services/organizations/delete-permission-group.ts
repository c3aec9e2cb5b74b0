import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import { requirePermission } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { permissionGroups } from '../../db/schema/index.js';

/**
 * Deletes a permission group (permission.edit). Its members drop to no group (ON DELETE SET
 * NULL): no permissions and data scope 'related', never more than they had.
 */
export async function deletePermissionGroup({
  db,
  caller,
  id,
}: {
  db: Database;
  caller: Member;
  id: string;
}): Promise<void> {
  await requirePermission(db, caller, 'permission.edit');
  const deleted = await db.orm
    .delete(permissionGroups)
    .where(and(eq(permissionGroups.id, id), eq(permissionGroups.organizationId, caller.organizationId)))
    .returning({ id: permissionGroups.id });
  if (deleted.length === 0) throw new AppError(StatusCode.WRONG_LINK);
}
