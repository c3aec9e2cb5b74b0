import { z } from 'zod';
import { PLACE_ROLES } from '../ocean/reminder-types.js';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from './notification-rule.js';

/** Where a change was seen. */
export const CHANGE_SOURCES = ['carrier', 'ais'] as const;

/**
 * One change in a notice: old and new value, the change in hours, where it was seen. Per group
 * (ocean/reminder-types.ts): a date change has the old and new date; a milestone has no old
 * value and its actual time as the new one; a warning has no old value and the time it was first
 * seen; DATA_STALE has the last update from the carrier (or null) and the time it was judged stale.
 */
export const ZNoticeChange = z.object({
  event: z.enum(NOTIFICATION_EVENTS),
  /** UN/LOCODE of the port the change belongs to; '' when none (a warning or stale data without one). */
  portCode: z.string(),
  /** The port's role on the route (load, transshipment, discharge, final destination); null when none. Absent on notices stored before it was recorded. */
  placeRole: z.enum(PLACE_ROLES).nullable().optional(),
  /** A milestone's event code (DLPT, TMHD …), a warning's code (WETA …) or, for DATA_STALE, the overdue milestone's code; null otherwise. */
  code: z.string().nullable().optional(),
  /**
   * The port's IANA zone from the server's port directory (docs/times.md: a port's time is shown
   * on its clock); null when unknown. Absent on notices stored before it was recorded.
   */
  portTimeZone: z.string().nullable().optional(),
  /** The port's English name, for readers without a port list; null when unknown. */
  portName: z.string().nullable().optional(),
  /** ISO 8601 UTC; null when the date appeared for the first time. */
  oldValue: z.string().nullable(),
  newValue: z.string(),
  /** newValue − oldValue in hours (later is positive); null without an old value and for anything but a date change. */
  deltaHours: z.number().nullable(),
  source: z.enum(CHANGE_SOURCES),
});
export type NoticeChange = z.infer<typeof ZNoticeChange>;

/** A port call's scheduled (first schedule), estimated (latest) and actual time, ISO UTC or null. */
export const ZNoticeCallTimes = z.object({
  portCode: z.string(),
  /** The port's IANA zone from the server's port directory; null when unknown. */
  portTimeZone: z.string().nullable(),
  scheduled: z.string().nullable(),
  estimated: z.string().nullable(),
  actual: z.string().nullable(),
});
export type NoticeCallTimes = z.infer<typeof ZNoticeCallTimes>;

/** The shipment a notice is about, as the member's list names it. */
export const ZNoticeShipment = z.object({
  subscriptionId: z.string(),
  /** The number the member tracks: B/L, booking or container. */
  businessNumber: z.string(),
  carrierCode: z.string(),
  vessel: z.string().nullable(),
  voyage: z.string().nullable(),
  polCode: z.string().nullable(),
  podCode: z.string().nullable(),
  /**
   * Departure from the first load port and arrival at the last discharge port when the notice was
   * written (the e-mail shows them). Absent on notices stored before it was recorded.
   */
  times: z
    .object({ departure: ZNoticeCallTimes.nullable(), arrival: ZNoticeCallTimes.nullable() })
    .optional(),
});
export type NoticeShipment = z.infer<typeof ZNoticeShipment>;

/** One notice of the notice centre. */
export const ZNotice = z.object({
  id: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  shipment: ZNoticeShipment,
  changes: z.array(ZNoticeChange).min(1),
});
export type Notice = z.infer<typeof ZNotice>;

/** GET /application/notices: newest first; first page 1, size 10 (platform.md §9). */
export const ZNoticesQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
  /** Only unread notices. */
  unread: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Only notices with a change of this event. */
  event: z.enum(NOTIFICATION_EVENTS).optional(),
});

export const ZNoticesPage = z.object({
  items: z.array(ZNotice),
  total: z.number().int(),
  /** Unread notices of the member, whatever the filter. */
  unread: z.number().int(),
});
export type NoticesPage = z.infer<typeof ZNoticesPage>;

/** POST /application/notices/read: these notices, or all of the member's. */
export const ZMarkNoticesRead = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkNoticesRead = z.infer<typeof ZMarkNoticesRead>;

/** GET /application/notices/unread and the answer of the mark-read call. */
export const ZUnreadNotices = z.object({ unread: z.number().int() });

/**
 * GET /application/rule/calls0: the member's notification usage this calendar month (UTC) against
 * the plan's allowance per channel (null: no limit), and the notice centre's counts.
 */
export const ZNotificationUsage = z.object({
  month: z.string(),
  edition: z.string(),
  channels: z.array(
    z.object({
      channel: z.enum(NOTIFICATION_CHANNELS),
      sent: z.number().int(),
      limit: z.number().int().nullable(),
      /** Deliveries of this month that failed for good (retries spent, or refused by the provider). */
      failed: z.number().int(),
    }),
  ),
  notices: z.object({ total: z.number().int(), unread: z.number().int() }),
});
export type NotificationUsage = z.infer<typeof ZNotificationUsage>;

/**
 * POST /application/notices/unsubscribe (one-click, RFC 8058): the address removed from the rule
 * that sent to it (the member's or the organisation's), and whether that rule's e-mail channel is
 * still on (off once no address is left).
 */
export const ZNoticeEmailUnsubscribed = z.object({ email: z.string(), emailEnabled: z.boolean() });
export type NoticeEmailUnsubscribed = z.infer<typeof ZNoticeEmailUnsubscribed>;
