import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { noticeDeliveries } from '../../db/schema/index.js';

/** The first instant of `now`'s calendar month (UTC): the plan's allowance counts from it. */
export const monthStartOf = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * Notification e-mails a member was sent or is being sent this calendar month (UTC): what the
 * fan-out holds against the plan's allowance and the usage call shows. Failed ones do not count.
 */
export async function emailsThisMonth(db: Database['orm'], userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(noticeDeliveries)
    .where(
      and(
        eq(noticeDeliveries.userId, userId),
        eq(noticeDeliveries.channel, 'email'),
        ne(noticeDeliveries.status, 'failed'),
        gte(noticeDeliveries.createdAt, monthStartOf(now)),
      ),
    );
  return row?.n ?? 0;
}
