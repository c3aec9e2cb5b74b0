import { z } from 'zod';
import { DATE_CHANGE_TYPES, REMINDER_TYPES } from '../ocean/reminder-types.js';
import { isValidEmail, normalizeEmail } from '../validation/contact.js';

/**
 * Reminder rules (platform.md §1, §2 reminder settings, §7 /application/rule/event): what a
 * member wants to be told about, how big a date change must be, for which shipments and where.
 * Shared by the server (authoritative) and the settings page.
 */

/**
 * The events a rule can choose: the reminder types (ocean/reminder-types.ts) — date changes at
 * every port of the route, milestones, warnings and stale data, grouped by REMINDER_GROUPS.
 */
export const NOTIFICATION_EVENTS = REMINDER_TYPES;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/**
 * Where a notice goes. The notice centre always receives; the others are chosen. 'msgapp' pushes
 * to the messaging-app accounts the member bound (QR binding), so it needs one.
 */
export const NOTIFICATION_CHANNELS = ['inapp', 'email', 'msgapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Scheduled e-mail: at most this many addresses (platform.md §5, §9). */
export const MAX_NOTIFICATION_EMAILS = 3;
/** A change smaller than this many hours is not sent unless the rule says otherwise. */
export const DEFAULT_THRESHOLD_HOURS = 6;
export const MAX_THRESHOLD_HOURS = 720;
/** Shipments a rule may name one by one. */
export const MAX_CHOSEN_SUBSCRIPTIONS = 500;
/** Changes to one shipment inside this window go out as one message per channel. */
export const COALESCE_WINDOW_MINUTES = 15;

export type EmailListProblem = 'empty' | 'too-many' | 'invalid' | 'duplicate';

/**
 * Splits a list of addresses written with Western or Chinese commas (platform.md §5: 1 to 3).
 * Answers the normalised addresses, or the first problem and the address it concerns.
 */
export function parseEmailList(
  text: string,
): { ok: true; emails: string[] } | { ok: false; problem: EmailListProblem; value?: string } {
  const parts = text.split(/[,，]/).map((p) => p.trim());
  if (parts.every((p) => p === '')) return { ok: false, problem: 'empty' };
  const emails: string[] = [];
  for (const part of parts) {
    if (!isValidEmail(part)) return { ok: false, problem: 'invalid', value: part };
    const email = normalizeEmail(part);
    if (emails.includes(email)) return { ok: false, problem: 'duplicate', value: part };
    emails.push(email);
  }
  if (emails.length > MAX_NOTIFICATION_EMAILS) return { ok: false, problem: 'too-many' };
  return { ok: true, emails };
}

const emailListMessages: Record<EmailListProblem, string> = {
  empty: 'at least one e-mail address',
  'too-many': `at most ${MAX_NOTIFICATION_EMAILS} e-mail addresses`,
  invalid: 'not a valid e-mail address',
  duplicate: 'an e-mail address is listed twice',
};

/** 1–3 addresses as one text with either comma, parsed to the list (what the server stores). */
export const ZEmailList = z.string().transform((text, ctx) => {
  const parsed = parseEmailList(text);
  if (parsed.ok) return parsed.emails;
  ctx.addIssue({
    code: 'custom',
    message: parsed.value
      ? `${emailListMessages[parsed.problem]}: ${parsed.value}`
      : emailListMessages[parsed.problem],
  });
  return z.NEVER;
});

/** Values a filter scope may list per field. */
export const MAX_FILTER_VALUES = 20;

const codes = (pattern: RegExp, what: string) =>
  z.array(z.string().trim().toUpperCase().regex(pattern, what)).max(MAX_FILTER_VALUES).optional();

/**
 * "A filter of the list" (issue 21): the shipments of the member's list whose carrier, port of
 * loading and port of discharge are among those named and whose remark contains the text; a field
 * left empty does not filter. At least one field.
 */
export const ZNotificationFilter = z
  .object({
    carrierCodes: codes(/^[A-Z0-9]{2,6}$/, 'a carrier code such as MAEU'),
    polCodes: codes(/^[A-Z]{2}[A-Z0-9]{3}$/, 'a UN/LOCODE such as CNSHA'),
    podCodes: codes(/^[A-Z]{2}[A-Z0-9]{3}$/, 'a UN/LOCODE such as NLRTM'),
    remark: z.string().trim().max(100).optional(),
  })
  .refine(
    (f) => Boolean(f.carrierCodes?.length || f.polCodes?.length || f.podCodes?.length || f.remark),
    'at least one of carriers, ports of loading, ports of discharge or remark',
  );
export type NotificationFilter = z.infer<typeof ZNotificationFilter>;

/**
 * Whether a subscription is in a filter scope. Ports compare by `samePort` (the directory's
 * aliases: CNSHA and CNSGH are one port), the remark case-insensitively.
 */
export function matchesNotificationFilter(
  filter: NotificationFilter,
  s: { carrierCode: string; polCode: string | null; podCode: string | null; remark: string },
  samePort: (a: string, b: string) => boolean = (a, b) => a === b,
): boolean {
  const among = (list: readonly string[] | undefined, code: string | null) =>
    !list?.length || (code !== null && list.some((c) => samePort(c, code.toUpperCase())));
  if (filter.carrierCodes?.length && !filter.carrierCodes.includes(s.carrierCode.toUpperCase())) return false;
  if (!among(filter.polCodes, s.polCode) || !among(filter.podCodes, s.podCode)) return false;
  return !filter.remark || s.remark.toLowerCase().includes(filter.remark.toLowerCase());
}

/** Which shipments a rule covers. */
export const ZNotificationScope = z.discriminatedUnion('kind', [
  /** The subscriptions the member created. */
  z.object({ kind: z.literal('mine') }),
  /** Every subscription the member may see (their data scope in the organisation). */
  z.object({ kind: z.literal('all') }),
  /** The subscriptions of the member's data scope that match a filter of the list. */
  z.object({ kind: z.literal('filter'), filter: ZNotificationFilter }),
  /** These subscriptions (ids of the member's list). */
  z.object({
    kind: z.literal('chosen'),
    subscriptionIds: z.array(z.uuid()).min(1).max(MAX_CHOSEN_SUBSCRIPTIONS),
  }),
]);
export type NotificationScope = z.infer<typeof ZNotificationScope>;

/** POST /application/rule/event: the member's rule as the settings page sends it. */
export const ZNotificationRuleInput = z.object({
  enabled: z.boolean(),
  events: z.array(z.enum(NOTIFICATION_EVENTS)).max(NOTIFICATION_EVENTS.length),
  thresholdHours: z.number().min(0).max(MAX_THRESHOLD_HOURS),
  scope: ZNotificationScope,
  /** `msgapp` (absent: off) needs a bound messaging-app account. */
  channels: z.object({ email: z.boolean(), msgapp: z.boolean().optional() }),
  /** Addresses for the e-mail channel, one text with Western or Chinese commas; required with it. */
  emails: z.string().max(1000).optional(),
});
export type NotificationRuleInput = z.infer<typeof ZNotificationRuleInput>;

/** The stored rule, as GET and POST /application/rule/event answer it. */
export const ZNotificationRule = z.object({
  enabled: z.boolean(),
  events: z.array(z.enum(NOTIFICATION_EVENTS)),
  thresholdHours: z.number(),
  scope: ZNotificationScope,
  channels: z.object({ inapp: z.literal(true), email: z.boolean(), msgapp: z.boolean() }),
  emails: z.array(z.string()),
  /** Whether the member bound a messaging-app account (the msgapp channel can be turned on). */
  msgappBound: z.boolean(),
  /** True until the member saves a rule of their own: these are the defaults. */
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type NotificationRule = z.infer<typeof ZNotificationRule>;

/**
 * What a member who never saved a rule is told (in the app, of what they subscribed): every date
 * change and the milestones a forwarder acts on — departed, arrived, available for pick-up, holds
 * set and released. Discharged, gate-out, empty returned, warnings and stale data are opt-in.
 */
export const DEFAULT_NOTIFICATION_EVENTS: readonly NotificationEvent[] = [
  ...DATE_CHANGE_TYPES,
  'VESSEL_DEPARTED',
  'VESSEL_ARRIVED',
  'AVAILABLE_FOR_PICKUP',
  'HOLD_SET',
  'HOLD_RELEASED',
  // Storage charges start after the last free day: a forwarder wants both without asking.
  'LFD_CHANGE',
  'LFD_DUE',
];

/** A member who never saved a rule: told in the app about what they subscribed. */
export function defaultNotificationRule(): NotificationRule {
  return {
    enabled: true,
    events: [...DEFAULT_NOTIFICATION_EVENTS],
    thresholdHours: DEFAULT_THRESHOLD_HOURS,
    scope: { kind: 'mine' },
    channels: { inapp: true, email: false, msgapp: false },
    emails: [],
    msgappBound: false,
    isDefault: true,
    updatedAt: null,
  };
}
