import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { digestDeliveries, noticeDeliveries } from '../../db/schema/index.js';

/** The first instant of `now`'s calendar month (UTC): the plan's allowance counts from it. */
export const monthStartOf = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * Notification e-mails a member was sent or is being sent this calendar month (UTC), notices'
 * and digests' alike: what the fan-out and the digests hold against the plan's allowance and the
 * usage call shows. Failed ones do not count.
 */
export async function emailsThisMonth(db: Database['orm'], userId: string, now: Date): Promise<number> {
  const since = monthStartOf(now);
  const [notices] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(noticeDeliveries)
    .where(
      and(
        eq(noticeDeliveries.userId, userId),
        eq(noticeDeliveries.channel, 'email'),
        ne(noticeDeliveries.status, 'failed'),
        gte(noticeDeliveries.createdAt, since),
      ),
    );
  const [digests] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(digestDeliveries)
    .where(
      and(
        eq(digestDeliveries.userId, userId),
        ne(digestDeliveries.status, 'failed'),
        gte(digestDeliveries.createdAt, since),
      ),
    );
  return (notices?.n ?? 0) + (digests?.n ?? 0);
}
