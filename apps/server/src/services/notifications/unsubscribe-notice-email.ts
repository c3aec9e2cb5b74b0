import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq, sql } from 'drizzle-orm';
import { getOrCreateSecret } from '../../auth/secrets.js';
import type { Database } from '../../db/database.js';
import {
  noticeDeliveries,
  notificationRules,
  organizationNotificationRules,
  users,
} from '../../db/schema/index.js';
import { unsubscribeDigestEmail } from './unsubscribe-digest-email.js';
import {
  deliveryOfUnsubscribeToken,
  UNSUBSCRIBE_LINK_DAYS,
  UNSUBSCRIBE_SECRET_NAME,
} from './unsubscribe-token.js';

const DAY_MS = 86_400_000;

/**
 * One-click unsubscribe (RFC 8058) from a notification e-mail: the address the e-mail went to is
 * removed from its member's rule (from their organisation's rule when they follow it and it was
 * the organisation's address), and e-mail turns off when none is left. The link's token names
 * the delivery and is signed; a forged, unknown or expired one answers 40400 (wrong link).
 */
export async function unsubscribeNoticeEmail({
  db,
  token,
  now = new Date(),
}: {
  db: Database;
  token: string;
  now?: Date;
}): Promise<{ email: string; emailEnabled: boolean }> {
  const secret = await getOrCreateSecret(db, UNSUBSCRIBE_SECRET_NAME);
  const deliveryId = deliveryOfUnsubscribeToken(secret, token);
  const [delivery] =
    deliveryId && /^[0-9a-f-]{36}$/i.test(deliveryId)
      ? await db.orm
          .select({
            userId: noticeDeliveries.userId,
            target: noticeDeliveries.target,
            createdAt: noticeDeliveries.createdAt,
          })
          .from(noticeDeliveries)
          .where(eq(noticeDeliveries.id, deliveryId))
      : [];
  if (!delivery && deliveryId && /^[0-9a-f-]{36}$/i.test(deliveryId)) {
    // Digest e-mails carry the same link, signed over their own delivery's id.
    const digest = await unsubscribeDigestEmail({
      db,
      deliveryId,
      now,
      maxAgeMs: UNSUBSCRIBE_LINK_DAYS * DAY_MS,
    });
    if (digest) return digest;
  }
  if (!delivery || now.getTime() - delivery.createdAt.getTime() > UNSUBSCRIBE_LINK_DAYS * DAY_MS)
    throw new AppError(StatusCode.WRONG_LINK);
  const [rule] = await db.orm
    .update(notificationRules)
    .set({
      emails: sql`array_remove(${notificationRules.emails}, ${delivery.target})`,
      emailEnabled: sql`${notificationRules.emailEnabled} and cardinality(array_remove(${notificationRules.emails}, ${delivery.target})) > 0`,
      updatedAt: now,
    })
    .where(eq(notificationRules.userId, delivery.userId))
    .returning({ emailEnabled: notificationRules.emailEnabled });
  if (rule) return { email: delivery.target, emailEnabled: rule.emailEnabled };
  // The member follows their organisation's rule: the address (a team mailbox) was the
  // organisation's, so it leaves the organisation's rule.
  const [organizationRule] = await db.orm
    .update(organizationNotificationRules)
    .set({
      emails: sql`array_remove(${organizationNotificationRules.emails}, ${delivery.target})`,
      emailEnabled: sql`${organizationNotificationRules.emailEnabled} and cardinality(array_remove(${organizationNotificationRules.emails}, ${delivery.target})) > 0`,
      updatedAt: now,
    })
    .where(
      and(
        eq(
          organizationNotificationRules.organizationId,
          db.orm.select({ id: users.organizationId }).from(users).where(eq(users.id, delivery.userId)),
        ),
        sql`${delivery.target} = any(${organizationNotificationRules.emails})`,
      ),
    )
    .returning({ emailEnabled: organizationNotificationRules.emailEnabled });
  return { email: delivery.target, emailEnabled: organizationRule?.emailEnabled ?? false };
}
