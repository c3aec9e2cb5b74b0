import { AppError, type DataScope, effectiveEdition, type Permission, StatusCode } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import { requirePermission } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import { fieldError } from '../../auth/field-error.js';
import type { Database } from '../../db/database.js';
import { organizations, permissionGroups } from '../../db/schema/index.js';

export interface PermissionGroupInput {
  name?: string | undefined;
  permissions?: Permission[] | undefined;
  dataScope?: DataScope | undefined;
}

/**
 * Creates a permission group, or changes the given fields of one when `id` is given
 * (permission.edit). A data scope the edition does not offer is refused (40300), so the plan
 * page and the server agree on what a group can grant.
 */
export async function savePermissionGroup({
  db,
  caller,
  id,
  input,
}: {
  db: Database;
  caller: Member;
  id?: string;
  input: PermissionGroupInput;
}): Promise<{ id: string }> {
  await requirePermission(db, caller, 'permission.edit');
  const org = caller.organizationId;
  if (id) {
    const [row] = await db.orm
      .select({ id: permissionGroups.id })
      .from(permissionGroups)
      .where(and(eq(permissionGroups.id, id), eq(permissionGroups.organizationId, org)));
    if (!row) throw new AppError(StatusCode.WRONG_LINK);
  }
  const name = input.name?.trim();
  if (input.name !== undefined && !name) throw fieldError('name', 'required');
  if (!id && !name) throw fieldError('name', 'required');
  if (input.dataScope) {
    const [o] = await db.orm
      .select({ edition: organizations.edition, validUntil: organizations.planValidUntil })
      .from(organizations)
      .where(eq(organizations.id, org));
    const edition = effectiveEdition(o?.edition ?? 'free', o?.validUntil ?? null);
    if (!edition.limits.dataScopes.includes(input.dataScope))
      throw new AppError(
        StatusCode.NO_PERMISSION,
        `The ${edition.expired ? 'free (plan expired)' : edition.code} edition does not offer the data scope '${input.dataScope}'; upgrade the plan to share all shipments with sub-accounts`,
      );
  }
  const values = {
    ...(name ? { name } : {}),
    ...(input.permissions ? { permissions: [...new Set(input.permissions)] } : {}),
    ...(input.dataScope ? { dataScope: input.dataScope } : {}),
  };
  if (id) {
    if (Object.keys(values).length > 0)
      await db.orm
        .update(permissionGroups)
        .set(values)
        .where(and(eq(permissionGroups.id, id), eq(permissionGroups.organizationId, org)));
    return { id };
  }
  const [row] = await db.orm
    .insert(permissionGroups)
    .values({ organizationId: org, name: name ?? '', ...values })
    .returning({ id: permissionGroups.id });
  if (!row) throw new Error('insert into permission_groups returned no row');
  return { id: row.id };
}
