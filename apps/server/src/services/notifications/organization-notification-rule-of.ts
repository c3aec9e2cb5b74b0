import {
  defaultNotificationRule,
  type NotificationScope,
  type OrganizationNotificationRule,
} from '@tracklane/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { requirePermission } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { notificationRules, organizationNotificationRules, users } from '../../db/schema/index.js';

/**
 * The caller's organisation's reminder rule (GET /application/rule/event/organization), read by
 * members holding `company.view` or `company.manage`; the product's defaults while none is set.
 * Only the caller's organisation: no id is taken, so no other tenant's rule can be named.
 */
export async function organizationNotificationRuleOf({
  db,
  caller,
}: {
  db: Database;
  caller: Member;
}): Promise<OrganizationNotificationRule> {
  await requirePermission(db, caller, 'company.view', 'company.manage');
  const organizationId = caller.organizationId;
  const [[row], [followers]] = await Promise.all([
    db.orm
      .select()
      .from(organizationNotificationRules)
      .where(eq(organizationNotificationRules.organizationId, organizationId)),
    db.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(notificationRules, eq(notificationRules.userId, users.id))
      .where(
        and(
          eq(users.organizationId, organizationId),
          eq(users.status, 'active'),
          isNull(notificationRules.userId),
        ),
      ),
  ]);
  const count = followers?.n ?? 0;
  if (!row) {
    const d = defaultNotificationRule();
    return {
      enabled: d.enabled,
      events: d.events,
      thresholdHours: d.thresholdHours,
      scope: d.scope,
      channels: d.channels,
      emails: d.emails,
      isSet: false,
      followers: count,
      updatedAt: null,
    };
  }
  return {
    enabled: row.enabled,
    events: row.events as OrganizationNotificationRule['events'],
    thresholdHours: row.thresholdHours,
    scope: row.scope as NotificationScope,
    channels: { inapp: true, email: row.emailEnabled, msgapp: row.msgappEnabled },
    emails: row.emails,
    isSet: true,
    followers: count,
    updatedAt: row.updatedAt.toISOString(),
  };
}
