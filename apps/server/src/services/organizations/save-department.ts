import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { requirePermission } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import { fieldError } from '../../auth/field-error.js';
import type { Database } from '../../db/database.js';
import { departments } from '../../db/schema/index.js';

/**
 * Creates a department, or renames one when `id` is given (company.manage). Names are unique in
 * the organisation whatever their case, so the member list is unambiguous.
 */
export async function saveDepartment({
  db,
  caller,
  id,
  name,
}: {
  db: Database;
  caller: Member;
  id?: string;
  name: string;
}): Promise<{ id: string; name: string }> {
  await requirePermission(db, caller, 'company.manage');
  const org = caller.organizationId;
  const label = name.trim();
  if (!label) throw fieldError('name', 'required');
  if (id) {
    const [row] = await db.orm
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, id), eq(departments.organizationId, org)));
    if (!row) throw new AppError(StatusCode.WRONG_LINK);
  }
  const [clash] = await db.orm
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.organizationId, org),
        sql`lower(${departments.name}) = ${label.toLowerCase()}`,
        id ? ne(departments.id, id) : undefined,
      ),
    );
  if (clash) throw fieldError('name', 'departmentExists');
  if (id) {
    await db.orm
      .update(departments)
      .set({ name: label })
      .where(and(eq(departments.id, id), eq(departments.organizationId, org)));
    return { id, name: label };
  }
  const [row] = await db.orm
    .insert(departments)
    .values({ organizationId: org, name: label })
    .returning({ id: departments.id });
  if (!row) throw new Error('insert into departments returned no row');
  return { id: row.id, name: label };
}
