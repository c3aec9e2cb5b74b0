import { effectiveEdition, NOTIFICATION_CHANNELS, type NotificationUsage } from '@tracklane/domain';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notices, organizations } from '../../db/schema/index.js';
import { emailsThisMonth, monthStartOf } from './emails-this-month.js';

/**
 * GET /application/rule/calls0: what the member was sent (or is being sent) this calendar month (UTC) per channel,
 * against the plan's monthly allowance (editions.ts `notificationsPerMonth`; null: no limit), and
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
  const [[organization], [inapp], email, [centre]] = await Promise.all([
    db.orm
      .select({ edition: organizations.edition, validUntil: organizations.planValidUntil })
      .from(organizations)
      .where(eq(organizations.id, organizationId)),
    db.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(notices)
      .where(and(eq(notices.userId, userId), gte(notices.createdAt, monthStart))),
    emailsThisMonth(db.orm, userId, now),
    db.orm
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where ${isNull(notices.readAt)}))::int`,
      })
      .from(notices)
      .where(eq(notices.userId, userId)),
  ]);
  const edition = effectiveEdition(organization?.edition ?? 'free', organization?.validUntil ?? null, now);
  const sent = { inapp: inapp?.n ?? 0, email };
  return {
    month: monthStart.toISOString().slice(0, 7),
    edition: edition.code,
    channels: NOTIFICATION_CHANNELS.map((channel) => ({
      channel,
      sent: sent[channel],
      limit: channel === 'inapp' ? null : edition.limits.notificationEmailsPerMonth,
    })),
    notices: { total: centre?.total ?? 0, unread: centre?.unread ?? 0 },
  };
}
