import { z } from 'zod';
import { ZNoticeChange, ZNoticeShipment } from './notice-wire.js';
import { NOTIFICATION_EVENTS } from './notification-rule.js';

/**
 * Webhooks for API users (issue 21): an organisation's endpoints receive its shipments' changes,
 * signed the Standard Webhooks way (https://www.standardwebhooks.com): headers `webhook-id`,
 * `webhook-timestamp` and `webhook-signature` = `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`
 * keyed with the secret's bytes after `whsec_`. Shared by the server and the settings page.
 */

/** The event types an endpoint can choose: the reminder types (dates, milestones, warnings, data). */
export const WEBHOOK_EVENT_TYPES = NOTIFICATION_EVENTS;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** `type` of a message: a shipment's changes (one message per coalescing window), or a test. */
export const WEBHOOK_MESSAGE_TYPES = ['shipment.changed', 'webhook.test'] as const;
export type WebhookMessageType = (typeof WEBHOOK_MESSAGE_TYPES)[number];

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** Receivers should refuse a timestamp further than this from their clock (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** After a rotation the previous secret also signs for this long (both signatures are sent). */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;
/** An endpoint failing without a success for this long is disabled and its owner told. */
export const WEBHOOK_DISABLE_AFTER_HOURS = 72;
/** An attempt that has not answered in this long has failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A message body is always smaller than this. */
export const MAX_WEBHOOK_BODY_BYTES = 20 * 1024;
/** The delivery log keeps this much of each answer. */
export const WEBHOOK_RESPONSE_EXCERPT_BYTES = 1024;
/** Messages of this many days back can be sent again. */
export const WEBHOOK_REDELIVERY_DAYS = 30;
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** Only http and https addresses; the server also refuses private ones (SSRF guard). */
export const ZWebhookUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((text) => {
    try {
      const url = new URL(text);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'an http or https address');

/** POST /application/webhooks (create) and the fields of /application/webhooks/update. */
export const ZWebhookEndpointInput = z.object({
  url: ZWebhookUrl,
  description: z.string().trim().max(200).optional(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1).max(WEBHOOK_EVENT_TYPES.length),
  /** A date change smaller than this many hours is not sent to this endpoint. */
  thresholdHours: z.number().min(0).max(720).optional(),
});
export type WebhookEndpointInput = z.infer<typeof ZWebhookEndpointInput>;

export const ZWebhookEndpointUpdate = ZWebhookEndpointInput.partial().extend({
  id: z.uuid(),
  /** Re-enabling an endpoint disabled for failing clears its failure streak. */
  enabled: z.boolean().optional(),
});
export type WebhookEndpointUpdate = z.infer<typeof ZWebhookEndpointUpdate>;

export const ZWebhookEndpointId = z.object({ id: z.uuid() });

/** An endpoint as the settings page lists it (never with its secret). */
export const ZWebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  thresholdHours: z.number(),
  enabled: z.boolean(),
  /** Why it is disabled: by a member, or after WEBHOOK_DISABLE_AFTER_HOURS of failures. */
  disabledReason: z.enum(['manual', 'failing']).nullable(),
  /** Start of the current streak of failed attempts; null when the last attempt succeeded. */
  failingSince: z.string().nullable(),
  /** Until when the previous secret still signs (after a rotation). */
  previousSecretValidUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

/** The answer of create and rotate: the secret, shown this once. */
export const ZWebhookEndpointWithSecret = ZWebhookEndpoint.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof ZWebhookEndpointWithSecret>;

export const WEBHOOK_MESSAGE_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** One attempt of the delivery log. */
export const ZWebhookAttempt = z.object({
  id: z.string(),
  at: z.string(),
  /** Null when no answer came (refused, timed out, blocked address). */
  statusCode: z.number().int().nullable(),
  latencyMs: z.number().int(),
  /** The first WEBHOOK_RESPONSE_EXCERPT_BYTES of the answer. */
  responseExcerpt: z.string(),
  error: z.string().nullable(),
  succeeded: z.boolean(),
});
export type WebhookAttempt = z.infer<typeof ZWebhookAttempt>;

/** One message to an endpoint, with its attempts (newest first). */
export const ZWebhookMessage = z.object({
  /** The `webhook-id`: stable across retries and redeliveries, for receivers to de-duplicate. */
  id: z.string(),
  type: z.enum(WEBHOOK_MESSAGE_TYPES),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  createdAt: z.string(),
  status: z.enum(WEBHOOK_MESSAGE_STATUSES),
  /** When the next attempt is due; null when delivered or given up. */
  nextAttemptAt: z.string().nullable(),
  attempts: z.array(ZWebhookAttempt),
});
export type WebhookMessage = z.infer<typeof ZWebhookMessage>;

/** GET /application/webhooks/deliveries: an endpoint's messages, newest first. */
export const ZWebhookDeliveriesQuery = z.object({
  endpointId: z.uuid(),
  pageIndex: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
  status: z.enum(WEBHOOK_MESSAGE_STATUSES).optional(),
});

export const ZWebhookDeliveriesPage = z.object({
  items: z.array(ZWebhookMessage),
  total: z.number().int(),
});
export type WebhookDeliveriesPage = z.infer<typeof ZWebhookDeliveriesPage>;

/** POST /application/webhooks/redeliver: one message by id, or all of a time range (≤ 30 days back). */
export const ZWebhookRedeliver = z.union([
  z.object({ endpointId: z.uuid(), messageId: z.string().min(1).max(100) }),
  z.object({ endpointId: z.uuid(), from: z.iso.datetime(), to: z.iso.datetime() }),
]);
export type WebhookRedeliver = z.infer<typeof ZWebhookRedeliver>;
export const ZWebhookRedelivered = z.object({ queued: z.number().int() });

/** POST /application/webhooks/test: a sample message of this event type, marked as a test. */
export const ZWebhookTestEvent = z.object({
  endpointId: z.uuid(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
});
export const ZWebhookTestSent = z.object({ messageId: z.string() });

/** The JSON body every message carries (Standard Webhooks: type, timestamp, data). */
export const ZWebhookPayload = z.object({
  type: z.enum(WEBHOOK_MESSAGE_TYPES),
  timestamp: z.string(),
  data: z.object({
    /** True for "send a test event": sample data, no real shipment. */
    test: z.boolean(),
    shipment: ZNoticeShipment,
    eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    changes: z.array(ZNoticeChange).min(1),
  }),
});
export type WebhookPayload = z.infer<typeof ZWebhookPayload>;
