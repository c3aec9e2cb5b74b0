import { defaultNotificationRule, type NotificationRule, type NotificationScope } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notificationRules } from '../../db/schema/index.js';

/** A member's reminder rule as the settings page reads it: their saved one, else the defaults. */
export async function notificationRuleOf({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<NotificationRule> {
  const [row] = await db.orm.select().from(notificationRules).where(eq(notificationRules.userId, userId));
  if (!row) return defaultNotificationRule();
  return {
    enabled: row.enabled,
    events: row.events as NotificationRule['events'],
    thresholdHours: row.thresholdHours,
    scope: row.scope as NotificationScope,
    channels: { inapp: true, email: row.emailEnabled },
    emails: row.emails,
    isDefault: false,
    updatedAt: row.updatedAt.toISOString(),
  };
}
