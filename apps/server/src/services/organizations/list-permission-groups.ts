import { type DataScope, PERMISSIONS, type Permission } from '@tracklane/domain';
import { asc, count, eq } from 'drizzle-orm';
import { requirePermission } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { permissionGroups, users } from '../../db/schema/index.js';

export interface PermissionGroupRow {
  id: string;
  name: string;
  permissions: Permission[];
  dataScope: DataScope;
  memberCount: number;
}

/** The organisation's permission groups with their member counts (permission.edit). */
export async function listPermissionGroups({
  db,
  caller,
}: {
  db: Database;
  caller: Member;
}): Promise<PermissionGroupRow[]> {
  await requirePermission(db, caller, 'permission.edit');
  const rows = await db.orm
    .select({
      id: permissionGroups.id,
      name: permissionGroups.name,
      permissions: permissionGroups.permissions,
      dataScope: permissionGroups.dataScope,
      memberCount: count(users.id),
    })
    .from(permissionGroups)
    .leftJoin(users, eq(users.permissionGroupId, permissionGroups.id))
    .where(eq(permissionGroups.organizationId, caller.organizationId))
    .groupBy(permissionGroups.id)
    .orderBy(asc(permissionGroups.name));
  return rows.map((r) => ({ ...r, permissions: PERMISSIONS.filter((p) => r.permissions.includes(p)) }));
}
