import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notices } from '../../db/schema/index.js';

/** The member's unread notices (the bell's badge). */
export async function countUnreadNotices({ db, userId }: { db: Database; userId: string }): Promise<number> {
  const [row] = await db.orm
    .select({ n: sql<number>`count(*)::int` })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return row?.n ?? 0;
}
