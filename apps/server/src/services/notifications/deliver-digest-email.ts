import { LANGUAGES, type Language } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { digestDeliveries, users } from '../../db/schema/index.js';
import type { ComposedMail, DeliveryOutcome } from './deliver-notice-email.js';
import type { DigestContent } from './digest-content.js';
import { recordDeliveryAttempt } from './record-delivery-attempt.js';

/** What a digest e-mail is made from (render-digest-mail.ts turns it into the message). */
export interface DigestMailSubject {
  deliveryId: string;
  content: DigestContent;
  coveredFrom: Date;
  coveredUntil: Date;
  /** The schedule's zone: the period is shown on it. */
  timeZone: string;
  language: Language;
  recipientName: string;
}

/**
 * Sends one digest e-mail of the outbox and marks it sent, like a notice's (deliver-notice-email.ts):
 * a failed send is counted and thrown for the job's retry, the last attempt marks it failed, and
 * a run killed between the send and the mark sends it once more at most.
 */
export async function deliverDigestEmail({
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
  finalAttempt: boolean;
  compose(subject: DigestMailSubject): ComposedMail | Promise<ComposedMail>;
  sendMail(message: { to: string } & ComposedMail): Promise<void>;
}): Promise<DeliveryOutcome> {
  const [row] = await db.orm
    .select({
      status: digestDeliveries.status,
      target: digestDeliveries.target,
      content: digestDeliveries.content,
      coveredFrom: digestDeliveries.coveredFrom,
      coveredUntil: digestDeliveries.coveredUntil,
      timeZone: digestDeliveries.timeZone,
      language: digestDeliveries.language,
      username: users.username,
    })
    .from(digestDeliveries)
    .innerJoin(users, eq(users.id, digestDeliveries.userId))
    .where(eq(digestDeliveries.id, deliveryId));
  if (!row) return 'missing';
  if (row.status === 'sent') return 'already-sent';
  const language = (LANGUAGES as readonly string[]).includes(row.language)
    ? (row.language as Language)
    : 'en';
  try {
    const mail = await compose({
      deliveryId,
      content: row.content as DigestContent,
      coveredFrom: row.coveredFrom,
      coveredUntil: row.coveredUntil,
      timeZone: row.timeZone,
      language,
      recipientName: row.username,
    });
    await sendMail({ to: row.target, ...mail });
  } catch (err) {
    await recordDeliveryAttempt(db, digestDeliveries, deliveryId, {
      error: String((err as Error).message ?? err),
      final: finalAttempt,
    });
    throw err;
  }
  await recordDeliveryAttempt(db, digestDeliveries, deliveryId, { sentAt: now });
  return 'sent';
}
