import { z } from 'zod';
import { ZNotificationRule, ZNotificationRuleInput } from './notification-rule.js';

/**
 * Organisation-wide reminder rules (issue 21: "per organisation, set by those who may manage it").
 * An organisation has at most one rule, the same shape as a member's. It is the rule of every member
 * who has not saved one of their own; a member may save their own and later reset to it.
 */

/** Where a member's effective rule comes from. */
export const NOTIFICATION_RULE_SOURCES = ['default', 'organization', 'member'] as const;
export type NotificationRuleSource = (typeof NOTIFICATION_RULE_SOURCES)[number];

/**
 * GET /application/rule/event: the rule the member is told by. `isDefault` keeps its meaning (not
 * the member's own: the product's defaults or the organisation's rule); `source` says which.
 */
export const ZEffectiveNotificationRule = ZNotificationRule.extend({
  source: z.enum(NOTIFICATION_RULE_SOURCES),
  /** Whether the organisation has a rule: "reset" then makes the member follow it. */
  organizationRuleSet: z.boolean(),
});
export type EffectiveNotificationRule = z.infer<typeof ZEffectiveNotificationRule>;

/**
 * POST /application/rule/event/organization: the same fields as a member's rule. Its scope is read
 * per member: 'mine' each member's own subscriptions, 'all' each member's data scope, 'chosen' the
 * organisation's subscriptions listed (each member told of those they may see).
 */
export const ZOrganizationNotificationRuleInput = ZNotificationRuleInput;
export type OrganizationNotificationRuleInput = z.infer<typeof ZOrganizationNotificationRuleInput>;

/** GET/POST /application/rule/event/organization: the organisation's rule, or the defaults unset. */
export const ZOrganizationNotificationRule = z.object({
  enabled: z.boolean(),
  events: ZNotificationRule.shape.events,
  thresholdHours: z.number(),
  scope: ZNotificationRule.shape.scope,
  /** msgapp: each inheriting member is pushed on the accounts they bound. */
  channels: z.object({ inapp: z.literal(true), email: z.boolean(), msgapp: z.boolean() }),
  /** The organisation's addresses (a team mailbox): each shipment change reaches them once. */
  emails: z.array(z.string()),
  /** False while the organisation has no rule: the fields are the product's defaults. */
  isSet: z.boolean(),
  /** Members following it (no rule of their own), active ones. */
  followers: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type OrganizationNotificationRule = z.infer<typeof ZOrganizationNotificationRule>;
