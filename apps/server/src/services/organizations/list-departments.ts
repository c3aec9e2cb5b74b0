import { asc, count, eq } from 'drizzle-orm';
import { requirePermission } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { departments, users } from '../../db/schema/index.js';

/** The organisation's departments with their member counts (company.view). */
export async function listDepartments({
  db,
  caller,
}: {
  db: Database;
  caller: Member;
}): Promise<{ id: string; name: string; memberCount: number }[]> {
  await requirePermission(db, caller, 'company.view');
  return db.orm
    .select({ id: departments.id, name: departments.name, memberCount: count(users.id) })
    .from(departments)
    .leftJoin(users, eq(users.departmentId, departments.id))
    .where(eq(departments.organizationId, caller.organizationId))
    .groupBy(departments.id)
    .orderBy(asc(departments.name));
}
