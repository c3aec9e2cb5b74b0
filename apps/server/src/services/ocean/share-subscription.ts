import { AppError, type PortDirectory, StatusCode } from '@tracklane/domain';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions, users } from '../../db/schema/index.js';
import { assertSubscriptionQuota } from './assert-subscription-quota.js';
import { findSubscription } from './find-subscription.js';
import { type SubscriptionItem, toSubscriptionItem } from './subscription-item.js';

export interface ShareResult {
  /** The recipient's subscription (their own row: their remark, their list). */
  subscription: SubscriptionItem;
  /** False when the recipient's organisation already tracked the number: nothing was added. */
  created: boolean;
  recipient: { userId: string; username: string };
}

/**
 * POST /application/ocean/subscribe/share {businessId, to}: gives one of the caller's
 * subscriptions (businessId = its id) to a registered member of ANOTHER organisation, named by
 * `to` = their username or e-mail (case-insensitive). The share is a new subscription of the
 * recipient's organisation, owned by the recipient (so a 'related' sub-account sees it), on the
 * same shipment: no second provider poll, the same data at once. The sharer's remark is never
 * copied. It counts against the recipient's yearly quota like any subscription of theirs.
 *
 * 40103 when nobody has that name, 40000 for a member of the caller's own organisation (they
 * share the organisation's rows already), 40400 for a subscription out of the caller's scope.
 */
export async function shareSubscription({
  db,
  caller,
  businessId,
  to,
  ports,
  now = new Date(),
}: {
  db: Database;
  caller: Member;
  businessId: string;
  to: string;
  ports: PortDirectory;
  now?: Date;
}): Promise<ShareResult> {
  const { subscription: source } = await findSubscription({ db, caller, id: businessId });
  const name = to.trim().toLowerCase();
  const [recipient] = await db.orm
    .select({ id: users.id, username: users.username, organizationId: users.organizationId })
    .from(users)
    .where(
      and(or(sql`lower(${users.username}) = ${name}`, eq(users.email, name)), eq(users.status, 'active')),
    );
  if (!recipient) throw new AppError(StatusCode.ACCOUNT_NOT_FOUND);
  if (recipient.organizationId === caller.organizationId)
    throw new AppError(StatusCode.BAD_PARAMETER, 'this member is in your organisation already');

  const sameNumber = and(
    eq(oceanSubscriptions.organizationId, recipient.organizationId),
    eq(oceanSubscriptions.billNumber, source.billNumber),
    eq(oceanSubscriptions.containerNumber, source.containerNumber),
    isNull(oceanSubscriptions.deletedAt),
  );
  const answer = (row: typeof oceanSubscriptions.$inferSelect, created: boolean): ShareResult => ({
    subscription: toSubscriptionItem(row, ports),
    created,
    recipient: { userId: recipient.id, username: recipient.username },
  });
  const [existing] = await db.orm.select().from(oceanSubscriptions).where(sameNumber);
  if (existing) return answer(existing, false);

  const scope = {
    kind: 'organization',
    organizationId: recipient.organizationId,
    userId: recipient.id,
    ownerOnly: false,
  } as const;
  await assertSubscriptionQuota({ db, scope, now });
  const { id: _id, remark: _remark, createdAt: _at, deletedAt: _del, uuidOfUser: _uuid, ...copied } = source;
  const [inserted] = await db.orm
    .insert(oceanSubscriptions)
    .values({
      ...copied,
      organizationId: recipient.organizationId,
      guestId: null,
      ownerUserId: recipient.id,
      remark: '',
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return answer(inserted, true);
  // A concurrent subscribe or share of the same number won: theirs is the recipient's row.
  const [winner] = await db.orm.select().from(oceanSubscriptions).where(sameNumber);
  if (!winner) throw new AppError(StatusCode.SERVER_ERROR);
  return answer(winner, false);
}
