import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { toDataURL } from 'qrcode';
import type { Member } from '../../auth/caller.js';
import { getOrCreateSecret } from '../../auth/secrets.js';
import type { Database } from '../../db/database.js';
import { shareLinkItems, shareLinks, userIdentities, users } from '../../db/schema/index.js';
import { createShareLink } from './create-share-link.js';
import { findSubscription } from './find-subscription.js';
import { linkShipments, shareLinkOf } from './share-link-of.js';
import { SHARE_LINK_SECRET } from './share-link-token.js';

export interface SubscriptionQrCode {
  /** What the QR code encodes: the public page of a revocable share link (`/s/<token>`). */
  url: string;
  /** The QR code as a PNG data URL (the same library and settings as the sign-in QR codes). */
  qrcode: string;
  linkId: string;
}

/**
 * GET /application/ocean/subscribe/qrcode?subscriptionId&unionId: a QR code of a share link of
 * one of the caller's subscriptions: the caller's active link with the default expiry for that
 * one subscription, else a new one (so it can be revoked in "My share links"). `unionId`, when
 * given, must be a messaging-app account bound to a member of the caller's organisation; it rides
 * along in the link so the messaging app's landing page knows whose phone opened it.
 */
export async function subscriptionQrCode({
  db,
  caller,
  subscriptionId,
  unionId,
  origin,
  now = new Date(),
}: {
  db: Database;
  caller: Member;
  subscriptionId: string;
  unionId?: string | undefined;
  origin: string;
  now?: Date;
}): Promise<SubscriptionQrCode> {
  const { subscription } = await findSubscription({ db, caller, id: subscriptionId });
  if (unionId) await assertOwnUnionId(db, caller, unionId);
  const link =
    (await reusableLink(db, caller, subscription.id, origin, now)) ??
    (await createShareLink({
      db,
      caller,
      subscriptionIds: [subscription.id],
      expiry: 'default',
      origin,
      now,
    }));
  const url = new URL(link.url);
  if (unionId) url.searchParams.set('unionId', unionId);
  const qrcode = await toDataURL(url.toString(), { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  return { url: url.toString(), qrcode, linkId: link.id };
}

/** The caller's newest still-active 'default' link to exactly this one subscription. */
async function reusableLink(db: Database, caller: Member, subscriptionId: string, origin: string, now: Date) {
  const candidates = await db.orm
    .select({ link: shareLinks })
    .from(shareLinks)
    .innerJoin(shareLinkItems, eq(shareLinkItems.linkId, shareLinks.id))
    .where(
      and(
        eq(shareLinks.createdByUserId, caller.subject),
        eq(shareLinks.organizationId, caller.organizationId),
        eq(shareLinks.expiry, 'default'),
        isNull(shareLinks.revokedAt),
        eq(shareLinkItems.subscriptionId, subscriptionId),
        sql`(select count(*) from share_link_items i where i.link_id = ${shareLinks.id}) = 1`,
      ),
    )
    .orderBy(sql`${shareLinks.createdAt} desc`)
    .limit(5);
  if (candidates.length === 0) return null;
  const secret = await getOrCreateSecret(db, SHARE_LINK_SECRET);
  const items = await linkShipments(
    db.orm,
    candidates.map((c) => c.link.id),
  );
  for (const { link } of candidates) {
    const shared = shareLinkOf({
      link,
      shipments: items.filter((i) => i.linkId === link.id),
      secret,
      origin,
      now,
    });
    if (shared.status === 'active') return shared;
  }
  return null;
}

async function assertOwnUnionId(db: Database, caller: Member, unionId: string): Promise<void> {
  const [bound] = await db.orm
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.unionId, unionId), eq(users.organizationId, caller.organizationId)));
  if (!bound) throw new AppError(StatusCode.WRONG_LINK);
}
