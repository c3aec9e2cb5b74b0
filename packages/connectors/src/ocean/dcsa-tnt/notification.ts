import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CarrierEventRejection } from '@tracklane/domain';
import { checkTntEvents, duplicateRejection } from './check-events.js';
import type { EventValidator } from './event-schema.js';
import { type MappedEvents, mapTntEvents } from './mapping.js';

/**
 * Verification of a T&T 2.2 push notification, as the subscriber's receiver does it. The header
 * is `Notification-Signature: sha256=<hex>`, an HMAC-SHA256 keyed with the (Base64-decoded)
 * shared secret over the exact bytes of the request body: verify before parsing anything, on
 * the raw body, never on a re-serialised one.
 */
export type NotificationResult =
  | ({ ok: true; secretIndex: number; rejections: CarrierEventRejection[] } & MappedEvents)
  | { ok: false; reason: 'bad-signature' | 'invalid-body'; detail: string };

export interface NotificationInput {
  rawBody: string | Uint8Array;
  signatureHeader: string | null | undefined;
  /** Base64 secrets to accept, current first: several during a rotation's overlap window. */
  secrets: readonly string[];
  /** Schema check of each event; the shared 2.2 validator unless a test injects one. */
  validateEvent?: EventValidator;
  /** When the notification arrived (epoch ms): "the future" of the date-time rules. */
  now?: number;
}

const SIGNATURE = /^\s*sha256=([0-9a-fA-F]{64})\s*$/;

/** The header value a provider sends for this body and secret (pure; also for tests and tools). */
export function signNotification(secretBase64: string, rawBody: string | Uint8Array): string {
  return `sha256=${hmac(secretBase64, rawBody).toString('hex')}`;
}

function hmac(secretBase64: string, rawBody: string | Uint8Array): Buffer {
  const bytes = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
  return createHmac('sha256', Buffer.from(secretBase64, 'base64')).update(bytes).digest();
}

/** Index of the secret that signed the body, or -1. Every secret is tried (no early exit on a match's timing). */
export function matchingSecret(
  rawBody: string | Uint8Array,
  signatureHeader: string | null | undefined,
  secrets: readonly string[],
): number {
  const hex = SIGNATURE.exec(signatureHeader ?? '')?.[1];
  if (!hex) return -1;
  const presented = Buffer.from(hex, 'hex');
  let found = -1;
  secrets.forEach((secret, i) => {
    if (timingSafeEqual(hmac(secret, rawBody), presented) && found < 0) found = i;
  });
  return found;
}

export function verifyNotification(input: NotificationInput): NotificationResult {
  if (input.secrets.length === 0)
    return { ok: false, reason: 'bad-signature', detail: 'no secret configured' };
  const secretIndex = matchingSecret(input.rawBody, input.signatureHeader, input.secrets);
  if (secretIndex < 0) {
    const detail = input.signatureHeader
      ? 'signature does not match any secret'
      : 'Notification-Signature missing';
    return { ok: false, reason: 'bad-signature', detail };
  }
  let body: unknown;
  try {
    const text =
      typeof input.rawBody === 'string' ? input.rawBody : Buffer.from(input.rawBody).toString('utf8');
    body = JSON.parse(text);
  } catch (err) {
    return { ok: false, reason: 'invalid-body', detail: `not JSON (${(err as Error).message})` };
  }
  // Event by event, as a poll's pages: a bad event is rejected alone (check-events.ts).
  const checked = checkTntEvents(body, {
    pollAt: input.now ?? Date.now(),
    validateEvent: input.validateEvent,
  });
  if (!checked.ok) return { ok: false, reason: 'invalid-body', detail: `schema: ${checked.reason}` };
  const mapped = mapTntEvents(checked.accepted);
  const rejections = [...checked.rejections, ...mapped.conflictingDuplicates.map(duplicateRejection)];
  return { ok: true, secretIndex, ...mapped, rejections };
}
