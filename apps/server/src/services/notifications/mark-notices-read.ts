import { AppError, type MarkNoticesRead, StatusCode } from '@tracklane/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notices } from '../../db/schema/index.js';
import { countUnreadNotices } from './count-unread-notices.js';
import { NOTICES_CHANGED_CHANNEL } from './notices-changed-notice.js';

/**
 * Marks the member's notices read: the ones named or all. An id that is not the member's answers
 * 40400 (wrong link) as if it did not exist, and nothing is marked. Answers the unread count, and
 * tells the member's other open pages.
 */
export async function markNoticesRead({
  db,
  userId,
  which,
  now = new Date(),
}: {
  db: Database;
  userId: string;
  which: MarkNoticesRead;
  now?: Date;
}): Promise<{ unread: number }> {
  await db.orm.transaction(async (tx) => {
    if ('ids' in which) {
      const ids = [...new Set(which.ids)];
      const [own] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(notices)
        .where(and(eq(notices.userId, userId), inArray(notices.id, ids)));
      if ((own?.n ?? 0) !== ids.length) throw new AppError(StatusCode.WRONG_LINK);
    }
    const mine = and(eq(notices.userId, userId), isNull(notices.readAt));
    const changed = await tx
      .update(notices)
      .set({ readAt: now })
      .where('ids' in which ? and(mine, inArray(notices.id, which.ids)) : mine)
      .returning({ id: notices.id });
    if (changed.length > 0) await tx.execute(sql`select pg_notify(${NOTICES_CHANGED_CHANNEL}, ${userId})`);
  });
  return { unread: await countUnreadNotices({ db, userId }) };
}
