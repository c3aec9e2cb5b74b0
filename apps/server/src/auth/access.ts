import {
  AppError,
  type DataScope,
  effectiveEdition,
  hasPermission,
  type MemberRole,
  type MemberStatus,
  NO_GROUP_ACCESS,
  PERMISSIONS,
  type Permission,
  StatusCode,
} from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { organizations, permissionGroups, users } from '../db/schema/index.js';
import type { Member } from './caller.js';

/** What a member may do. */
export interface Access {
  userId: string;
  organizationId: string;
  role: MemberRole;
  status: MemberStatus;
  permissions: Permission[];
  dataScope: DataScope;
}

/** The columns access is computed from (read with the session by authenticateToken too). */
export interface AccessRow {
  role: MemberRole;
  status: MemberStatus;
  edition: string;
  validUntil: Date | null;
  groupPermissions: string[] | null;
  groupScope: DataScope | null;
}

/** The select list of an AccessRow, over users ⋈ organizations ⟕ permission_groups. */
export const accessColumns = {
  role: users.role,
  status: users.status,
  edition: organizations.edition,
  validUntil: organizations.planValidUntil,
  groupPermissions: permissionGroups.permissions,
  groupScope: permissionGroups.dataScope,
};

/**
 * The main account holds every permission and sees all data. A sub-account holds its group's
 * permissions and scope; a scope the edition no longer allows (plan expired or downgraded) falls
 * back to 'related', so a downgrade never widens what anyone sees.
 */
export function accessOf(caller: Pick<Member, 'subject' | 'organizationId'>, row: AccessRow): Access {
  const base = {
    userId: caller.subject,
    organizationId: caller.organizationId,
    role: row.role,
    status: row.status,
  };
  if (row.role === 'main') return { ...base, permissions: [...PERMISSIONS], dataScope: 'all' };
  if (row.groupScope === null) return { ...base, ...NO_GROUP_ACCESS, permissions: [] };
  const allowed = effectiveEdition(row.edition, row.validUntil).limits.dataScopes;
  return {
    ...base,
    // Codes unknown to this version (stored by a newer one) are ignored, not granted.
    permissions: PERMISSIONS.filter((p) => (row.groupPermissions ?? []).includes(p)),
    dataScope: allowed.includes(row.groupScope) ? row.groupScope : 'related',
  };
}

/**
 * What a member may do, as of this request: the auth hook reads it in the same statement as the
 * session (one round trip per call instead of two), so group changes still apply from the next
 * call. Without that snapshot (callers built elsewhere) it is read here.
 */
export async function loadAccess(db: Database, caller: Member): Promise<Access> {
  if (caller.access) return caller.access;
  const [row] = await db.orm
    .select(accessColumns)
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(permissionGroups, eq(permissionGroups.id, users.permissionGroupId))
    .where(and(eq(users.id, caller.subject), eq(users.organizationId, caller.organizationId)));
  if (!row) throw new AppError(StatusCode.TOKEN_INVALID);
  return accessOf(caller, row);
}

/** The caller's access when they hold at least one of `anyOf`; 40300 otherwise. */
export async function requirePermission(
  db: Database,
  caller: Member,
  ...anyOf: Permission[]
): Promise<Access> {
  const access = await loadAccess(db, caller);
  if (!anyOf.some((p) => hasPermission(access.permissions, p))) throw new AppError(StatusCode.NO_PERMISSION);
  return access;
}
