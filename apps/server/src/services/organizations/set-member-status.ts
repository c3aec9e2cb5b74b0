import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import { requirePermission } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { revokeSessions } from '../auth/revoke-sessions.js';
import { assertSeatAvailable } from './assert-seat-available.js';
import { findMember } from './find-member.js';

/**
 * Disables or re-enables a sub-account (permission.edit). Disabling also revokes its sessions, so
 * its tokens answer 40100 at once and its sign-ins 40102. A pending member may be disabled
 * (turned away) but is only activated by approval.
 */
export async function setMemberStatus({
  db,
  caller,
  id,
  disabled,
}: {
  db: Database;
  caller: Member;
  id: string;
  disabled: boolean;
}): Promise<void> {
  await requirePermission(db, caller, 'permission.edit');
  const member = await findMember(db, caller.organizationId, id);
  if (member.role === 'main')
    throw new AppError(StatusCode.NO_PERMISSION, 'The main account cannot be disabled');
  if (member.id === caller.subject)
    throw new AppError(StatusCode.BAD_PARAMETER, 'You cannot change the status of your own account');
  if (!disabled) {
    if (member.status === 'pending')
      throw new AppError(
        StatusCode.BAD_PARAMETER,
        'This member is waiting for approval: approve them instead',
      );
    if (member.status === 'active') return;
    await assertSeatAvailable(db, caller.organizationId);
  }
  await db.orm
    .update(users)
    .set({ status: disabled ? 'disabled' : 'active' })
    .where(and(eq(users.id, id), eq(users.organizationId, caller.organizationId)));
  if (disabled) await revokeSessions({ db, userId: id });
}
