import { z } from 'zod';

/**
 * GET /application/rule/deliveries: the member's e-mail and messaging-app deliveries (notices and
 * digests), newest first, so a failing mail server or messaging provider is visible where the
 * member set the channel up (issue 21: "visible in the delivery log and the settings page").
 * Webhooks have their own log per endpoint (webhook-wire.ts).
 */
export const DELIVERY_LOG_CHANNELS = ['email', 'msgapp'] as const;
export const DELIVERY_LOG_KINDS = ['notice', 'digest'] as const;
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const ZDeliveryLogQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(50).optional(),
  channel: z.enum(DELIVERY_LOG_CHANNELS).optional(),
  status: z.enum(DELIVERY_STATUSES).optional(),
});
export type DeliveryLogQuery = z.infer<typeof ZDeliveryLogQuery>;

export const ZDeliveryLogEntry = z.object({
  id: z.string(),
  kind: z.enum(DELIVERY_LOG_KINDS),
  channel: z.enum(DELIVERY_LOG_CHANNELS),
  /** The e-mail address, or the bound messaging-app account (its union id). */
  target: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The provider's last answer when an attempt failed (first 500 characters); null otherwise. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** A notice's shipment number (B/L, booking or container); null for a digest. */
  businessNumber: z.string().nullable(),
  /** A notice's events; empty for a digest. */
  events: z.array(z.string()),
});
export type DeliveryLogEntry = z.infer<typeof ZDeliveryLogEntry>;

export const ZDeliveryLogPage = z.object({
  items: z.array(ZDeliveryLogEntry),
  total: z.number().int(),
});
export type DeliveryLogPage = z.infer<typeof ZDeliveryLogPage>;
