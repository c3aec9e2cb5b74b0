import {
  defaultNotificationRule,
  effectiveEdition,
  type Language,
  type NotificationEvent,
  type NotificationScope,
} from '@tracklane/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { accessColumns, accessOf } from '../../auth/access.js';
import type { Database } from '../../db/database.js';
import { notificationRules, organizations, permissionGroups, users } from '../../db/schema/index.js';
import type { ShipmentSubscription } from './shipment-subscriptions.js';

/** A member to tell, with their rule and the subscription their notice links to. */
export interface Recipient {
  userId: string;
  organizationId: string;
  subscription: ShipmentSubscription;
  events: NotificationEvent[];
  thresholdHours: number;
  emails: string[];
  /** Notification e-mails the member's plan allows per month. */
  emailsPerMonth: number;
  /** Push to their bound messaging-app accounts (queue-msgapp-deliveries.ts). */
  msgappEnabled: boolean;
  /** Messaging-app messages the member's plan allows per month. */
  msgappPerMonth: number;
  language: Language | null;
}

/**
 * Who is told about a shipment's changes: the members of the organisations that track it whose
 * rule is on and covers one of its subscriptions they may see (their data scope now: a member
 * who lost sight of a subscription is not told about it). One recipient per member, linked to
 * their own subscription when they have one. Members without a rule have the default one.
 */
export async function notificationRecipients(
  tx: Database['orm'],
  subscriptions: readonly ShipmentSubscription[],
): Promise<Recipient[]> {
  if (subscriptions.length === 0) return [];
  const organizationIds = [...new Set(subscriptions.map((s) => s.organizationId))];
  const owners = [...new Set(subscriptions.flatMap((s) => (s.ownerUserId ? [s.ownerUserId] : [])))];
  const members = await tx
    .select({
      userId: users.id,
      organizationId: users.organizationId,
      ...accessColumns,
      rule: {
        enabled: notificationRules.enabled,
        events: notificationRules.events,
        thresholdHours: notificationRules.thresholdHours,
        scope: notificationRules.scope,
        emailEnabled: notificationRules.emailEnabled,
        emails: notificationRules.emails,
        msgappEnabled: notificationRules.msgappEnabled,
        language: notificationRules.language,
      },
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(permissionGroups, eq(permissionGroups.id, users.permissionGroupId))
    .leftJoin(notificationRules, eq(notificationRules.userId, users.id))
    .where(
      and(
        inArray(users.organizationId, organizationIds),
        eq(users.status, 'active'),
        // Only owners can be covered by 'mine' (and by the default rule).
        owners.length > 0
          ? or(inArray(users.id, owners), sql`${notificationRules.scope} ->> 'kind' in ('all', 'chosen')`)
          : sql`${notificationRules.scope} ->> 'kind' in ('all', 'chosen')`,
      ),
    );

  const defaults = defaultNotificationRule();
  const recipients: Recipient[] = [];
  for (const member of members) {
    // A member without a saved rule (the left join found none) has the defaults.
    const rule = member.rule;
    if (rule && !rule.enabled) continue;
    const scope = (rule?.scope ?? defaults.scope) as NotificationScope;
    const access = accessOf({ subject: member.userId, organizationId: member.organizationId }, member);
    const visible = subscriptions.filter(
      (s) =>
        s.organizationId === member.organizationId &&
        (access.dataScope === 'all' || s.ownerUserId === member.userId),
    );
    const covered = visible.filter((s) => {
      if (scope.kind === 'mine') return s.ownerUserId === member.userId;
      if (scope.kind === 'chosen') return scope.subscriptionIds.includes(s.id);
      return true;
    });
    const subscription = covered.find((s) => s.ownerUserId === member.userId) ?? covered[0];
    if (!subscription) continue;
    const limits = effectiveEdition(member.edition, member.validUntil).limits;
    recipients.push({
      userId: member.userId,
      organizationId: member.organizationId,
      subscription,
      events: (rule?.events ?? defaults.events) as NotificationEvent[],
      thresholdHours: rule?.thresholdHours ?? defaults.thresholdHours,
      emails: rule?.emailEnabled ? rule.emails : [],
      emailsPerMonth: limits.notificationEmailsPerMonth,
      msgappEnabled: rule?.msgappEnabled ?? false,
      msgappPerMonth: limits.notificationMsgappPerMonth,
      language: (rule?.language as Language | undefined) ?? null,
    });
  }
  return recipients;
}
