import type {
  Language,
  OrganizationNotificationRule,
  OrganizationNotificationRuleInput,
} from '@tracklane/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { requirePermission } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import { fieldError } from '../../auth/field-error.js';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions, organizationNotificationRules } from '../../db/schema/index.js';
import { organizationNotificationRuleOf } from './organization-notification-rule-of.js';
import { ruleEmailsOf } from './rule-emails-of.js';

/**
 * Saves the caller's organisation's reminder rule (POST /application/rule/event/organization),
 * for members holding `company.manage` (else 40300, the catalogue's no permission). The addresses
 * follow a member's rule (1 to 3, either comma); chosen shipments must be live subscriptions of the
 * organisation, so the rule never names another tenant's. The messaging-app channel needs no
 * binding here: each inheriting member is pushed on the accounts they bound, if any. The
 * organisation's e-mails are written in the language the manager saved it in.
 */
export async function saveOrganizationNotificationRule({
  db,
  caller,
  input,
  language,
  now = new Date(),
}: {
  db: Database;
  caller: Member;
  input: OrganizationNotificationRuleInput;
  language: Language;
  now?: Date;
}): Promise<OrganizationNotificationRule> {
  await requirePermission(db, caller, 'company.manage');
  const emails = ruleEmailsOf(input);
  let scope = input.scope;
  if (scope.kind === 'chosen') {
    const ids = [...new Set(scope.subscriptionIds)];
    const [found] = await db.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(oceanSubscriptions)
      .where(
        and(
          eq(oceanSubscriptions.organizationId, caller.organizationId),
          isNull(oceanSubscriptions.deletedAt),
          inArray(oceanSubscriptions.id, ids),
        ),
      );
    if ((found?.n ?? 0) !== ids.length) throw fieldError('subscriptionIds', 'unknownSubscription');
    scope = { kind: 'chosen', subscriptionIds: ids };
  }
  const row = {
    organizationId: caller.organizationId,
    enabled: input.enabled,
    events: [...new Set(input.events)],
    thresholdHours: input.thresholdHours,
    scope,
    emailEnabled: input.channels.email,
    emails,
    msgappEnabled: input.channels.msgapp === true,
    language,
    updatedBy: caller.subject,
    updatedAt: now,
  };
  await db.orm
    .insert(organizationNotificationRules)
    .values(row)
    .onConflictDoUpdate({ target: organizationNotificationRules.organizationId, set: row });
  return organizationNotificationRuleOf({ db, caller });
}
