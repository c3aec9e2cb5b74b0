import { AppError, isEmailAddress, StatusCode } from '@tracklane/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { shareInvitations, users } from '../../db/schema/index.js';
import type { SqlRunner } from '../../db/sql-rows.js';
import { createShareLink } from './create-share-link.js';
import { findSubscription } from './find-subscription.js';

/**
 * POST /application/ocean/subscribe/share {businessId, to}: offers one of the caller's
 * subscriptions (businessId = its id) to a registered member of ANOTHER organisation, named by
 * `to` = their username or e-mail (case-insensitive). The offer is an invitation the recipient
 * accepts or refuses (acceptShareInvitation): their list and quota are untouched until then.
 *
 * The answer is the same (null) whether `to` names an active member of another organisation or
 * nobody, so the call cannot be used to find out who has an account, and it never carries the
 * recipient's ids. An e-mail address that names no active account gets a share link instead (the
 * default expiry, listed in the sharer's "My share links", revocable) by e-mail: the mail is a
 * job queued in the link's transaction (`queueMail`), so it is sent even if the process dies
 * right after. A platform user gets the invitation only, no e-mail: accepting it is their way in.
 * 40000 for a member of the caller's own organisation (they see its rows
 * already; the caller knows their colleagues), 40400 for a subscription out of the caller's scope.
 */
export async function shareSubscription({
  db,
  caller,
  businessId,
  to,
  origin,
  queueMail,
}: {
  db: Database;
  caller: Member;
  businessId: string;
  to: string;
  origin: string;
  queueMail(tx: SqlRunner, linkId: string, address: string): Promise<void>;
}): Promise<null> {
  const { subscription: source } = await findSubscription({ db, caller, id: businessId });
  const name = to.trim().toLowerCase();
  const [recipient] = await db.orm
    .select({ id: users.id, organizationId: users.organizationId })
    .from(users)
    .where(
      and(or(sql`lower(${users.username}) = ${name}`, eq(users.email, name)), eq(users.status, 'active')),
    );
  if (!recipient) {
    if (isEmailAddress(name))
      await createShareLink({
        db,
        caller,
        subscriptionIds: [source.id],
        expiry: 'default',
        origin,
        within: (tx, linkId) => queueMail(tx, linkId, to.trim()),
      });
    return null;
  }
  if (recipient.organizationId === caller.organizationId)
    throw new AppError(StatusCode.BAD_PARAMETER, 'this member is in your organisation already');

  // An undecided offer of the same row to the same person stays the one offer.
  await db.orm
    .insert(shareInvitations)
    .values({
      subscriptionId: source.id,
      fromUserId: caller.subject,
      toOrganizationId: recipient.organizationId,
      toUserId: recipient.id,
    })
    .onConflictDoNothing();
  return null;
}
