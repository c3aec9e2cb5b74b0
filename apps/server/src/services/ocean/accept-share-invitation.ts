import { AppError, type PortDirectory, type ShareAccepted, StatusCode } from '@tracklane/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions, shareInvitations } from '../../db/schema/index.js';
import { assertSubscriptionQuota } from './assert-subscription-quota.js';
import { findShareInvitation } from './find-share-invitation.js';
import { toSubscriptionItem } from './subscription-item.js';

/**
 * Accepts an offer made to the caller: the shipment becomes a subscription of their organisation,
 * owned by them (so a 'related' sub-account sees it), on the same shipment: no second provider
 * poll, the same data at once. The sharer's remark is never copied. Only now does it count
 * against the organisation's yearly quota (42900 when full: the offer stays open). When the
 * organisation tracks the number already, nothing is added (`created` false).
 */
export async function acceptShareInvitation({
  db,
  caller,
  id,
  ports,
  now = new Date(),
}: {
  db: Database;
  caller: Member;
  id: string;
  ports: PortDirectory;
  now?: Date;
}): Promise<ShareAccepted> {
  const { source } = await findShareInvitation({ db, caller, id });
  const close = () =>
    db.orm
      .update(shareInvitations)
      .set({ status: 'accepted', decidedAt: now })
      .where(and(eq(shareInvitations.id, id), eq(shareInvitations.status, 'pending')));
  const answer = async (row: typeof oceanSubscriptions.$inferSelect, created: boolean) => {
    await close();
    return { subscription: toSubscriptionItem(row, ports), created };
  };

  const sameNumber = and(
    eq(oceanSubscriptions.organizationId, caller.organizationId),
    eq(oceanSubscriptions.billNumber, source.billNumber),
    eq(oceanSubscriptions.containerNumber, source.containerNumber),
    isNull(oceanSubscriptions.deletedAt),
  );
  const [existing] = await db.orm.select().from(oceanSubscriptions).where(sameNumber);
  if (existing) return answer(existing, false);

  const scope = {
    kind: 'organization',
    organizationId: caller.organizationId,
    userId: caller.subject,
    ownerOnly: false,
  } as const;
  await assertSubscriptionQuota({ db, scope, now });
  const { id: _id, remark: _remark, createdAt: _at, deletedAt: _del, uuidOfUser: _uuid, ...copied } = source;
  const [inserted] = await db.orm
    .insert(oceanSubscriptions)
    .values({
      ...copied,
      organizationId: caller.organizationId,
      guestId: null,
      ownerUserId: caller.subject,
      remark: '',
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return answer(inserted, true);
  // A concurrent subscribe or accept of the same number won: theirs is the organisation's row.
  const [winner] = await db.orm.select().from(oceanSubscriptions).where(sameNumber);
  if (!winner) throw new AppError(StatusCode.SERVER_ERROR);
  return answer(winner, false);
}
