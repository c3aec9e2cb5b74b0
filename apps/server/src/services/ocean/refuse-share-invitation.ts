import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { shareInvitations } from '../../db/schema/index.js';
import { findShareInvitation } from './find-share-invitation.js';

/** Refuses an offer made to the caller: nothing enters their list; the sharer is not told. */
export async function refuseShareInvitation({
  db,
  caller,
  id,
  now = new Date(),
}: {
  db: Database;
  caller: Member;
  id: string;
  now?: Date;
}): Promise<null> {
  await findShareInvitation({ db, caller, id });
  const refused = await db.orm
    .update(shareInvitations)
    .set({ status: 'refused', decidedAt: now })
    .where(and(eq(shareInvitations.id, id), eq(shareInvitations.status, 'pending')))
    .returning({ id: shareInvitations.id });
  // Accepted a moment ago in another tab: no longer open.
  if (refused.length === 0) throw new AppError(StatusCode.WRONG_LINK);
  return null;
}
