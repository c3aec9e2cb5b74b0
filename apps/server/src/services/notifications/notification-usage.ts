import { effectiveEdition, NOTIFICATION_CHANNELS, type NotificationUsage } from '@tracklane/domain';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { noticeDeliveries, notices, organizations } from '../../db/schema/index.js';
import { deliveriesThisMonth } from './deliveries-this-month.js';
import { emailsThisMonth, monthStartOf } from './emails-this-month.js';

/**
 * GET /application/rule/calls0: what the member was sent (or is being sent) this calendar month (UTC) per channel
 * and what failed for good,
 * against the plan's monthly allowance (editions.ts `notificationEmailsPerMonth`,
 * `notificationMsgappPerMonth`; null: no limit), and
 * the notice centre's counts.
 */
export async function notificationUsage({
  db,
  userId,
  organizationId,
  now = new Date(),
}: {
  db: Database;
  userId: string;
  organizationId: string;
  now?: Date;
}): Promise<NotificationUsage> {
  const monthStart = monthStartOf(now);
  const [[organization], [inapp], email, msgapp, [centre], failedRows] = await Promise.all([
    db.orm
      .select({ edition: organizations.edition, validUntil: organizations.planValidUntil })
      .from(organizations)
      .where(eq(organizations.id, organizationId)),
    db.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(notices)
      .where(and(eq(notices.userId, userId), gte(notices.createdAt, monthStart))),
    emailsThisMonth(db.orm, userId, now),
    deliveriesThisMonth(db.orm, userId, 'msgapp', now),
    db.orm
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where ${isNull(notices.readAt)}))::int`,
      })
      .from(notices)
      .where(eq(notices.userId, userId)),
    db.orm
      .select({ channel: noticeDeliveries.channel, n: sql<number>`count(*)::int` })
      .from(noticeDeliveries)
      .where(
        and(
          eq(noticeDeliveries.userId, userId),
          eq(noticeDeliveries.status, 'failed'),
          gte(noticeDeliveries.createdAt, monthStart),
        ),
      )
      .groupBy(noticeDeliveries.channel),
  ]);
  const failed = new Map<string, number>(failedRows.map((r) => [r.channel, r.n]));
  const edition = effectiveEdition(organization?.edition ?? 'free', organization?.validUntil ?? null, now);
  const sent = { inapp: inapp?.n ?? 0, email, msgapp };
  const limits = {
    inapp: null,
    email: edition.limits.notificationEmailsPerMonth,
    msgapp: edition.limits.notificationMsgappPerMonth,
  };
  return {
    month: monthStart.toISOString().slice(0, 7),
    edition: edition.code,
    channels: NOTIFICATION_CHANNELS.map((channel) => ({
      channel,
      sent: sent[channel],
      limit: limits[channel],
      failed: failed.get(channel) ?? 0,
    })),
    notices: { total: centre?.total ?? 0, unread: centre?.unread ?? 0 },
  };
}
