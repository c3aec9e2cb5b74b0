import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions, shareInvitations } from '../../db/schema/index.js';

/** Undecided offers made to this member whose shared subscription still exists. */
export function openInvitationsOf(caller: Member) {
  return and(
    eq(shareInvitations.toUserId, caller.subject),
    eq(shareInvitations.toOrganizationId, caller.organizationId),
    eq(shareInvitations.status, 'pending'),
    isNull(oceanSubscriptions.deletedAt),
  );
}

/**
 * One open offer made to the caller, with the subscription it shares. Someone else's, a decided
 * one, or one whose subscription was deleted since are all 40400, as if they did not exist.
 */
export async function findShareInvitation({ db, caller, id }: { db: Database; caller: Member; id: string }) {
  const [row] = await db.orm
    .select({ invitation: shareInvitations, source: oceanSubscriptions })
    .from(shareInvitations)
    .innerJoin(oceanSubscriptions, eq(oceanSubscriptions.id, shareInvitations.subscriptionId))
    .where(and(eq(shareInvitations.id, id), openInvitationsOf(caller)));
  if (!row) throw new AppError(StatusCode.WRONG_LINK);
  return row;
}
