import { LANGUAGES, type Language, type Notice, type TimeDisplay } from '@tracklane/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  noticeDeliveries,
  notices,
  notificationRules,
  organizationNotificationRules,
  users,
} from '../../db/schema/index.js';
import { noticeOfRow } from './notice-of-row.js';
import { recordDeliveryAttempt } from './record-delivery-attempt.js';

/** What an e-mail of a notice is made from (render-notice-mail.ts turns it into the message). */
export interface NoticeMailSubject {
  notice: Notice;
  deliveryId: string;
  language: Language;
  timeDisplay: TimeDisplay;
  recipientName: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export type DeliveryOutcome = 'sent' | 'already-sent' | 'missing';

/**
 * Sends one e-mail delivery of the outbox and marks it sent. A send that fails is counted with its
 * error and thrown, so the job retries it (with backoff); the last attempt marks it failed, which
 * the settings page shows. A run killed between the send and the mark sends it once more at most.
 */
export async function deliverNoticeEmail({
  db,
  deliveryId,
  now,
  finalAttempt,
  compose,
  sendMail,
}: {
  db: Database;
  deliveryId: string;
  now: Date;
  /** No retry follows this attempt: a failure marks the delivery failed. */
  finalAttempt: boolean;
  compose(subject: NoticeMailSubject): ComposedMail | Promise<ComposedMail>;
  sendMail(message: { to: string } & ComposedMail): Promise<void>;
}): Promise<DeliveryOutcome> {
  const [row] = await db.orm
    .select({
      status: noticeDeliveries.status,
      target: noticeDeliveries.target,
      notice: {
        id: notices.id,
        createdAt: notices.createdAt,
        readAt: notices.readAt,
        shipment: notices.shipment,
        changes: notices.changes,
      },
      username: users.username,
      timeDisplay: users.timeDisplay,
      // The member's rule's language, else their organisation's rule's (which they follow).
      language: sql<
        string | null
      >`coalesce(${notificationRules.language}, ${organizationNotificationRules.language})`,
    })
    .from(noticeDeliveries)
    .innerJoin(notices, eq(notices.id, noticeDeliveries.noticeId))
    .innerJoin(users, eq(users.id, noticeDeliveries.userId))
    .leftJoin(notificationRules, eq(notificationRules.userId, noticeDeliveries.userId))
    .leftJoin(
      organizationNotificationRules,
      eq(organizationNotificationRules.organizationId, users.organizationId),
    )
    .where(eq(noticeDeliveries.id, deliveryId));
  if (!row) return 'missing';
  if (row.status === 'sent') return 'already-sent';
  const language = (LANGUAGES as readonly string[]).includes(row.language ?? '')
    ? (row.language as Language)
    : 'en';
  const notice = noticeOfRow(row.notice);
  try {
    const mail = await compose({
      notice,
      deliveryId,
      language,
      timeDisplay: row.timeDisplay,
      recipientName: row.username,
    });
    await sendMail({ to: row.target, ...mail });
  } catch (err) {
    await recordDeliveryAttempt(db, noticeDeliveries, deliveryId, {
      error: String((err as Error).message ?? err),
      final: finalAttempt,
    });
    throw err;
  }
  await recordDeliveryAttempt(db, noticeDeliveries, deliveryId, { sentAt: now });
  return 'sent';
}
