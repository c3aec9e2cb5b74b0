import type { MemberRole, MemberStatus } from '@tracklane/domain';
import { asc, desc, eq } from 'drizzle-orm';
import { requirePermission } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';

export interface MemberRow {
  id: string;
  username: string;
  email: string | null;
  mobilePhone: string | null;
  role: MemberRole;
  status: MemberStatus;
  departmentId: string | null;
  permissionGroupId: string | null;
  createdAt: string;
}

/** The organisation's members, main account first (company.view or permission.edit). */
export async function listMembers({ db, caller }: { db: Database; caller: Member }): Promise<MemberRow[]> {
  await requirePermission(db, caller, 'company.view', 'permission.edit');
  const rows = await db.orm
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      mobilePhone: users.mobilePhone,
      role: users.role,
      status: users.status,
      departmentId: users.departmentId,
      permissionGroupId: users.permissionGroupId,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.organizationId, caller.organizationId))
    // 'main' sorts before 'sub'; newest applicants first among the rest.
    .orderBy(asc(users.role), desc(users.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
