import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

/** A member of the caller's organisation; another organisation's (or no) user is 40400. */
export async function findMember(db: Database, organizationId: string, id: string): Promise<UserRow> {
  const [row] = await db.orm
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.organizationId, organizationId)));
  if (!row) throw new AppError(StatusCode.WRONG_LINK);
  return row;
}
