import {
  defaultNotificationRule,
  effectiveEdition,
  type Language,
  matchesNotificationFilter,
  type NotificationEvent,
  type NotificationRuleSource,
  type NotificationScope,
} from '@tracklane/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { accessColumns, accessOf } from '../../auth/access.js';
import type { Database } from '../../db/database.js';
import {
  notificationRules,
  organizationNotificationRules,
  organizations,
  permissionGroups,
  users,
} from '../../db/schema/index.js';
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
  /** Where the member's rule comes from: their own, their organisation's, or the defaults. */
  ruleSource: NotificationRuleSource;
}

/**
 * Who is told about a shipment's changes: the members of the organisations that track it whose
 * rule is on and covers one of its subscriptions they may see (their data scope now: a member
 * who lost sight of a subscription is not told about it). One recipient per member, linked to
 * their own subscription when they have one. A member's rule is their own, else their
 * organisation's, else the default one. The organisation's rule is read per member ('mine': their
 * own subscriptions; 'all': their data scope; 'filter': those of it the filter matches; 'chosen':
 * those listed they may see), and its
 * addresses (a team mailbox) are given to one inheriting recipient per organisation, the first by
 * user id, so each change reaches them once rather than once per member.
 */
export async function notificationRecipients(
  tx: Database['orm'],
  subscriptions: readonly ShipmentSubscription[],
  /** Whether two port codes are one port (the directory's aliases), for filter scopes. */
  samePort: (a: string, b: string) => boolean = (a, b) => a === b,
): Promise<Recipient[]> {
  if (subscriptions.length === 0) return [];
  const organizationIds = [...new Set(subscriptions.map((s) => s.organizationId))];
  const owners = [...new Set(subscriptions.flatMap((s) => (s.ownerUserId ? [s.ownerUserId] : [])))];
  const widerScope = sql`coalesce(${notificationRules.scope}, ${organizationNotificationRules.scope}) ->> 'kind' in ('all', 'chosen', 'filter')`;
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
      organizationRule: {
        enabled: organizationNotificationRules.enabled,
        events: organizationNotificationRules.events,
        thresholdHours: organizationNotificationRules.thresholdHours,
        scope: organizationNotificationRules.scope,
        emailEnabled: organizationNotificationRules.emailEnabled,
        emails: organizationNotificationRules.emails,
        msgappEnabled: organizationNotificationRules.msgappEnabled,
        language: organizationNotificationRules.language,
      },
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(permissionGroups, eq(permissionGroups.id, users.permissionGroupId))
    .leftJoin(notificationRules, eq(notificationRules.userId, users.id))
    .leftJoin(
      organizationNotificationRules,
      eq(organizationNotificationRules.organizationId, users.organizationId),
    )
    .where(
      and(
        inArray(users.organizationId, organizationIds),
        eq(users.status, 'active'),
        // Only owners can be covered by 'mine' (and by the default rule); the member's own
        // rule's scope, else the organisation's, says whether others can be.
        owners.length > 0 ? or(inArray(users.id, owners), widerScope) : widerScope,
      ),
    )
    // A stable order: the organisation's addresses go with the first inheriting recipient.
    .orderBy(users.id);

  const defaults = defaultNotificationRule();
  const recipients: Recipient[] = [];
  // Organisations whose addresses were already given to a recipient of this fan-out.
  const organizationMailed = new Set<string>();
  for (const member of members) {
    // A member without a saved rule (the left join found none) follows the organisation's rule,
    // and without that has the defaults.
    const rule = member.rule ?? member.organizationRule;
    const ruleSource: NotificationRuleSource = member.rule
      ? 'member'
      : member.organizationRule
        ? 'organization'
        : 'default';
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
      if (scope.kind === 'filter') return matchesNotificationFilter(scope.filter, s, samePort);
      return true;
    });
    const subscription = covered.find((s) => s.ownerUserId === member.userId) ?? covered[0];
    if (!subscription) continue;
    const limits = effectiveEdition(member.edition, member.validUntil).limits;
    let emails: string[] = [];
    if (ruleSource === 'member' && rule?.emailEnabled) emails = rule.emails;
    if (
      ruleSource === 'organization' &&
      rule?.emailEnabled &&
      !organizationMailed.has(member.organizationId)
    ) {
      organizationMailed.add(member.organizationId);
      emails = rule.emails;
    }
    recipients.push({
      userId: member.userId,
      organizationId: member.organizationId,
      subscription,
      events: (rule?.events ?? defaults.events) as NotificationEvent[],
      thresholdHours: rule?.thresholdHours ?? defaults.thresholdHours,
      emails,
      emailsPerMonth: limits.notificationEmailsPerMonth,
      msgappEnabled: rule?.msgappEnabled ?? false,
      msgappPerMonth: limits.notificationMsgappPerMonth,
      language: (rule?.language as Language | undefined) ?? null,
      ruleSource,
    });
  }
  return recipients;
}
