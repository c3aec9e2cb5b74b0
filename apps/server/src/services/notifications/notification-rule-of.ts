import {
  defaultNotificationRule,
  type EffectiveNotificationRule,
  type NotificationRule,
  type NotificationScope,
} from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notificationRules, organizationNotificationRules } from '../../db/schema/index.js';
import { msgappAccountsOf } from './msgapp-accounts.js';

type RuleRow = typeof notificationRules.$inferSelect | typeof organizationNotificationRules.$inferSelect;

/**
 * A member's reminder rule as the settings page reads it: their saved one, else their
 * organisation's (a manager's, for every member without one of their own), else the defaults; with
 * where it comes from and whether they bound a messaging-app account (the messaging-app channel is
 * on only while they do).
 */
export async function notificationRuleOf({
  db,
  userId,
  organizationId,
}: {
  db: Database;
  userId: string;
  organizationId: string;
}): Promise<EffectiveNotificationRule> {
  const [[own], [organization], accounts] = await Promise.all([
    db.orm.select().from(notificationRules).where(eq(notificationRules.userId, userId)),
    db.orm
      .select()
      .from(organizationNotificationRules)
      .where(eq(organizationNotificationRules.organizationId, organizationId)),
    msgappAccountsOf(db.orm, userId),
  ]);
  const msgappBound = accounts.length > 0;
  const organizationRuleSet = organization !== undefined;
  if (own) return { ...fieldsOf(own, msgappBound), isDefault: false, source: 'member', organizationRuleSet };
  if (organization)
    return {
      ...fieldsOf(organization, msgappBound),
      isDefault: true,
      source: 'organization',
      organizationRuleSet,
    };
  return { ...defaultNotificationRule(), msgappBound, source: 'default', organizationRuleSet };
}

function fieldsOf(row: RuleRow, msgappBound: boolean): Omit<NotificationRule, 'isDefault'> {
  return {
    enabled: row.enabled,
    events: row.events as NotificationRule['events'],
    thresholdHours: row.thresholdHours,
    scope: row.scope as NotificationScope,
    channels: { inapp: true, email: row.emailEnabled, msgapp: row.msgappEnabled && msgappBound },
    // An inheriting member's e-mails go to the organisation's addresses, once per change.
    emails: row.emails,
    msgappBound,
    updatedAt: row.updatedAt.toISOString(),
  };
}
