import { defaultNotificationRule, type NotificationRule, type NotificationScope } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notificationRules } from '../../db/schema/index.js';
import { msgappAccountsOf } from './msgapp-accounts.js';

/**
 * A member's reminder rule as the settings page reads it: their saved one, else the defaults, and
 * whether they bound a messaging-app account (the messaging-app channel is on only while they do).
 */
export async function notificationRuleOf({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<NotificationRule> {
  const [[row], accounts] = await Promise.all([
    db.orm.select().from(notificationRules).where(eq(notificationRules.userId, userId)),
    msgappAccountsOf(db.orm, userId),
  ]);
  const msgappBound = accounts.length > 0;
  if (!row) return { ...defaultNotificationRule(), msgappBound };
  return {
    enabled: row.enabled,
    events: row.events as NotificationRule['events'],
    thresholdHours: row.thresholdHours,
    scope: row.scope as NotificationScope,
    channels: { inapp: true, email: row.emailEnabled, msgapp: row.msgappEnabled && msgappBound },
    emails: row.emails,
    msgappBound,
    isDefault: false,
    updatedAt: row.updatedAt.toISOString(),
  };
}
