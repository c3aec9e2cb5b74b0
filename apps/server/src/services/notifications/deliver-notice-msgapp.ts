import type { MsgappMessage, MsgappSendResult } from '@tracklane/connectors';
import { LANGUAGES, type Language, type Notice, type TimeDisplay } from '@tracklane/domain';
import { and, eq, sql } from 'drizzle-orm';
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
import type { NoticeMessage } from './render-notice-message.js';

/** What a messaging-app message of a notice is made from (render-notice-message.ts). */
export interface NoticeMessageSubject {
  notice: Notice;
  language: Language;
  timeDisplay: TimeDisplay;
}

export type MsgappDeliveryOutcome = 'sent' | 'already-sent' | 'missing' | 'refused';

/**
 * Sends one messaging-app delivery of the outbox and marks it sent. The delivery id is the
 * provider's idempotency key, so a run killed between the send and the mark, sent again, is shown
 * once. A provider that refuses for good (the account is unknown or blocked the app) marks it
 * failed at once; any other failure is counted with its error and thrown for the job to retry
 * with backoff, the last attempt marking it failed (the settings page shows both).
 */
export async function deliverNoticeMsgapp({
  db,
  deliveryId,
  now,
  finalAttempt,
  compose,
  send,
}: {
  db: Database;
  deliveryId: string;
  now: Date;
  /** No retry follows this attempt: a failure marks the delivery failed. */
  finalAttempt: boolean;
  compose(subject: NoticeMessageSubject): NoticeMessage;
  send(message: MsgappMessage): Promise<MsgappSendResult>;
}): Promise<MsgappDeliveryOutcome> {
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
    .where(and(eq(noticeDeliveries.id, deliveryId), eq(noticeDeliveries.channel, 'msgapp')));
  if (!row) return 'missing';
  if (row.status === 'sent') return 'already-sent';
  // Refused for good earlier: a redelivery of the job does not ask again.
  if (row.status === 'failed') return 'refused';
  const language = (LANGUAGES as readonly string[]).includes(row.language ?? '')
    ? (row.language as Language)
    : 'en';
  const message = compose({ notice: noticeOfRow(row.notice), language, timeDisplay: row.timeDisplay });
  let result: MsgappSendResult;
  try {
    result = await send({
      to: { unionId: row.target },
      text: message.text,
      url: message.url,
      idempotencyKey: deliveryId,
    });
  } catch (err) {
    result = {
      ok: false,
      reason: 'unavailable',
      detail: String((err as Error).message ?? err),
      final: false,
    };
  }
  if (!result.ok) {
    const failed = finalAttempt || result.final;
    await recordDeliveryAttempt(db, noticeDeliveries, deliveryId, {
      error: `${result.reason}: ${result.detail}`,
      final: failed,
    });
    if (result.final) return 'refused';
    throw new Error(`messaging-app message not sent (${result.reason}): ${result.detail}`);
  }
  await recordDeliveryAttempt(db, noticeDeliveries, deliveryId, { sentAt: now });
  return 'sent';
}
