import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import { requirePermission } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { departments, permissionGroups, users } from '../../db/schema/index.js';
import { findMember } from './find-member.js';

/**
 * Moves a member to a department and/or permission group (permission.edit); null clears. Both
 * must belong to the caller's organisation: another organisation's id is 40400.
 */
export async function updateMember({
  db,
  caller,
  id,
  changes,
}: {
  db: Database;
  caller: Member;
  id: string;
  changes: { departmentId?: string | null | undefined; permissionGroupId?: string | null | undefined };
}): Promise<void> {
  await requirePermission(db, caller, 'permission.edit');
  await findMember(db, caller.organizationId, id);
  const org = caller.organizationId;
  if (changes.departmentId) {
    const [d] = await db.orm
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, changes.departmentId), eq(departments.organizationId, org)));
    if (!d) throw new AppError(StatusCode.WRONG_LINK, 'Department not found');
  }
  if (changes.permissionGroupId) {
    const [g] = await db.orm
      .select({ id: permissionGroups.id })
      .from(permissionGroups)
      .where(
        and(eq(permissionGroups.id, changes.permissionGroupId), eq(permissionGroups.organizationId, org)),
      );
    if (!g) throw new AppError(StatusCode.WRONG_LINK, 'Permission group not found');
  }
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.departmentId !== undefined) set.departmentId = changes.departmentId;
  if (changes.permissionGroupId !== undefined) set.permissionGroupId = changes.permissionGroupId;
  if (Object.keys(set).length === 0) return;
  await db.orm
    .update(users)
    .set(set)
    .where(and(eq(users.id, id), eq(users.organizationId, org)));
}
