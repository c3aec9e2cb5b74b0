import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import { requirePermission } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { invitations } from '../../db/schema/index.js';
import { INVITE_PERMISSION } from './create-invitation.js';

/** Withdraws an invite link (the permission that creates its kind); its token stops working. */
export async function revokeInvitation({
  db,
  caller,
  id,
}: {
  db: Database;
  caller: Member;
  id: string;
}): Promise<void> {
  const [row] = await db.orm
    .select({ kind: invitations.kind })
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.organizationId, caller.organizationId)));
  if (!row) throw new AppError(StatusCode.WRONG_LINK);
  await requirePermission(db, caller, INVITE_PERMISSION[row.kind]);
  await db.orm
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(invitations.id, id), eq(invitations.organizationId, caller.organizationId)));
}
