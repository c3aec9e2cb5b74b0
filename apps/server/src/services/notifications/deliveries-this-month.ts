import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { noticeDeliveries } from '../../db/schema/index.js';
import { monthStartOf } from './emails-this-month.js';

/**
 * Deliveries of one channel a member was sent or is being sent this calendar month (UTC), the
 * count the plan's allowance of that channel is held against. Failed ones do not count.
 */
export async function deliveriesThisMonth(
  db: Database['orm'],
  userId: string,
  channel: 'email' | 'msgapp',
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(noticeDeliveries)
    .where(
      and(
        eq(noticeDeliveries.userId, userId),
        eq(noticeDeliveries.channel, channel),
        ne(noticeDeliveries.status, 'failed'),
        gte(noticeDeliveries.createdAt, monthStartOf(now)),
      ),
    );
  return row?.n ?? 0;
}
