import type { EffectiveNotificationRule } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { notificationRules } from '../../db/schema/index.js';
import { notificationRuleOf } from './notification-rule-of.js';

/**
 * "Reset to the organisation's rule" (POST /application/rule/event/reset): the member's own rule
 * is deleted, so they follow their organisation's rule again (the defaults without one). What
 * they were last told (notified_values) is kept, so a reset never repeats a notice.
 */
export async function resetNotificationRule({
  db,
  caller,
}: {
  db: Database;
  caller: Member;
}): Promise<EffectiveNotificationRule> {
  await db.orm.delete(notificationRules).where(eq(notificationRules.userId, caller.subject));
  return notificationRuleOf({ db, userId: caller.subject, organizationId: caller.organizationId });
}
