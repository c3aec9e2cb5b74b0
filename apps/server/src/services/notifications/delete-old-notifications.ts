import { WEBHOOK_REDELIVERY_DAYS } from '@tracklane/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';

/** How long each kind of notification data is kept, in days. */
export interface NotificationRetention {
  noticeDays: number;
  deliveryDays: number;
  webhookMessageDays: number;
  reminderDays: number;
}

export interface DeletedNotifications {
  deliveries: number;
  notices: number;
  webhookMessages: number;
  reminders: number;
}

const DAY_MS = 86_400_000;

/**
 * Deletes notification data past its retention, `batchSize` rows per statement (each its own
 * short transaction, through an index on the age column), so a run never holds long locks and a
 * killed run simply leaves the rest for the next day:
 * - notice deliveries (e-mail, messaging app) that are finished, after `deliveryDays`;
 * - notices, after `noticeDays`, with the deliveries left (ON DELETE CASCADE);
 * - webhook messages and their attempt log (cascade), after `webhookMessageDays` but never within
 *   WEBHOOK_REDELIVERY_DAYS + 1 day, so any message of the last 30 days can still be redelivered;
 *   one still being retried (a redelivery near the edge) waits until its next attempt is past too;
 * - date-change and stale-data reminders the fan-out handled, after `reminderDays` (waiting ones stay).
 */
export async function deleteOldNotifications({
  db,
  now,
  retention,
  batchSize = 1000,
}: {
  db: Database;
  now: Date;
  retention: NotificationRetention;
  batchSize?: number;
}): Promise<DeletedNotifications> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const deliveriesBefore = before(retention.deliveryDays);
  const noticesBefore = before(retention.noticeDays);
  const messagesBefore = before(Math.max(retention.webhookMessageDays, WEBHOOK_REDELIVERY_DAYS + 1));
  const remindersBefore = before(retention.reminderDays);
  const deleteAll = async (
    pick: (limit: number) => SQL,
    table: 'notice_deliveries' | 'notices' | 'webhook_messages' | 'ocean_reminders',
  ) => {
    let total = 0;
    for (;;) {
      const [row] = rowsOf<{ n: number | string }>(
        await db.orm.execute(sql`
          with gone as (
            delete from ${sql.identifier(table)} where id in (${pick(batchSize)})
            returning 1
          ) select count(*)::int as n from gone`),
      );
      const n = Number(row?.n ?? 0);
      total += n;
      if (n < batchSize) return total;
    }
  };
  const deliveries = await deleteAll(
    (limit) => sql`select id from notice_deliveries
      where created_at < ${deliveriesBefore}::timestamptz and status <> 'pending'
      order by created_at limit ${limit}`,
    'notice_deliveries',
  );
  const notices = await deleteAll(
    (limit) => sql`select id from notices where created_at < ${noticesBefore}::timestamptz
      order by created_at limit ${limit}`,
    'notices',
  );
  const webhookMessages = await deleteAll(
    (limit) => sql`select id from webhook_messages where created_at < ${messagesBefore}::timestamptz
      and (status <> 'pending' or coalesce(next_attempt_at, created_at) < ${messagesBefore}::timestamptz)
      order by created_at limit ${limit}`,
    'webhook_messages',
  );
  const reminders = await deleteAll(
    (limit) => sql`select id from ocean_reminders
      where recorded_at < ${remindersBefore}::timestamptz and notified_at is not null
      order by recorded_at limit ${limit}`,
    'ocean_reminders',
  );
  return { deliveries, notices, webhookMessages, reminders };
}
