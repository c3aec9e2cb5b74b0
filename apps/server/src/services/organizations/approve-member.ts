import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import { requirePermission } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { assertSeatAvailable } from './assert-seat-available.js';
import { findMember } from './find-member.js';

/** Approves a pending member (permission.edit) if the edition has a seat left. */
export async function approveMember({
  db,
  caller,
  id,
}: {
  db: Database;
  caller: Member;
  id: string;
}): Promise<void> {
  await requirePermission(db, caller, 'permission.edit');
  const member = await findMember(db, caller.organizationId, id);
  if (member.status !== 'pending')
    throw new AppError(StatusCode.BAD_PARAMETER, 'Only a member waiting for approval can be approved');
  await assertSeatAvailable(db, caller.organizationId);
  await db.orm
    .update(users)
    .set({ status: 'active' })
    .where(
      and(eq(users.id, id), eq(users.organizationId, caller.organizationId), eq(users.status, 'pending')),
    );
}
