import { type DigestSchedule, defaultDigestSchedule } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notificationDigests } from '../../db/schema/index.js';

/** A member's digest schedule as the settings page reads it: their saved one, else the default (off). */
export async function digestScheduleOf({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<DigestSchedule> {
  const [row] = await db.orm.select().from(notificationDigests).where(eq(notificationDigests.userId, userId));
  if (!row) return defaultDigestSchedule();
  return {
    enabled: row.enabled,
    cycle: row.cycle,
    weekday: row.weekday,
    monthDay: row.monthDay,
    time: row.time,
    timeZone: row.timeZone,
    emails: row.emails,
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    isDefault: false,
    updatedAt: row.updatedAt.toISOString(),
  };
}
