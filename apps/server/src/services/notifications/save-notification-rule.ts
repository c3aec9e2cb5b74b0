import type { EffectiveNotificationRule, Language, NotificationRuleInput } from '@tracklane/domain';
import { and, inArray, sql } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import { fieldError } from '../../auth/field-error.js';
import { scopeCondition, scopeOf } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { notificationRules, oceanSubscriptions } from '../../db/schema/index.js';
import { msgappAccountsOf } from './msgapp-accounts.js';
import { notificationRuleOf } from './notification-rule-of.js';
import { ruleEmailsOf } from './rule-emails-of.js';

/**
 * Saves a member's reminder rule (POST /application/rule/event). The addresses are 1 to 3, with
 * either comma (platform.md §5), required when e-mail is on and kept when it is off; chosen
 * shipments must be in the member's list (their data scope), so a rule never names another
 * tenant's subscription. The messaging-app channel needs a bound account (QR binding), else its
 * field is refused with a problem saying to bind one. E-mails and messages are written in the
 * language the member saved it in.
 */
export async function saveNotificationRule({
  db,
  caller,
  input,
  language,
  now = new Date(),
}: {
  db: Database;
  caller: Member;
  input: NotificationRuleInput;
  language: Language;
  now?: Date;
}): Promise<EffectiveNotificationRule> {
  const emails = ruleEmailsOf(input);
  const msgapp = input.channels.msgapp === true;
  if (msgapp && (await msgappAccountsOf(db.orm, caller.subject)).length === 0)
    throw fieldError('channels.msgapp', 'msgappNotBound');
  if (input.scope.kind === 'chosen') {
    const ids = [...new Set(input.scope.subscriptionIds)];
    const scope = await scopeOf(db, caller);
    const [found] = await db.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(oceanSubscriptions)
      .where(and(scopeCondition(scope), inArray(oceanSubscriptions.id, ids)));
    if ((found?.n ?? 0) !== ids.length) throw fieldError('subscriptionIds', 'unknownSubscription');
  }
  const row = {
    userId: caller.subject,
    organizationId: caller.organizationId,
    enabled: input.enabled,
    events: [...new Set(input.events)],
    thresholdHours: input.thresholdHours,
    scope:
      input.scope.kind === 'chosen'
        ? { kind: 'chosen', subscriptionIds: [...new Set(input.scope.subscriptionIds)] }
        : input.scope,
    emailEnabled: input.channels.email,
    emails,
    msgappEnabled: msgapp,
    language,
    updatedAt: now,
  };
  await db.orm
    .insert(notificationRules)
    .values(row)
    .onConflictDoUpdate({ target: notificationRules.userId, set: row });
  return notificationRuleOf({ db, userId: caller.subject, organizationId: caller.organizationId });
}
