import type { NoticesPage, NotificationEvent } from '@tracklane/domain';
import { and, arrayContains, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notices } from '../../db/schema/index.js';
import { countUnreadNotices } from './count-unread-notices.js';
import { noticeOfRow } from './notice-of-row.js';

/** The member's notice centre, newest first (GET /application/notices). Only their own notices. */
export async function listNotices({
  db,
  userId,
  pageIndex = 1,
  pageSize = 10,
  unread = false,
  event,
}: {
  db: Database;
  userId: string;
  pageIndex?: number | undefined;
  pageSize?: number | undefined;
  unread?: boolean | undefined;
  event?: NotificationEvent | undefined;
}): Promise<NoticesPage> {
  const filters: SQL[] = [eq(notices.userId, userId)];
  if (unread) filters.push(isNull(notices.readAt));
  if (event) filters.push(arrayContains(notices.events, [event]));
  const where = and(...filters);
  const [rows, [total], unreadCount] = await Promise.all([
    db.orm
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize),
    db.orm.select({ n: sql<number>`count(*)::int` }).from(notices).where(where),
    countUnreadNotices({ db, userId }),
  ]);
  return {
    items: rows.map(noticeOfRow),
    total: total?.n ?? 0,
    unread: unreadCount,
  };
}
