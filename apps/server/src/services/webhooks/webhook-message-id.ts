import { randomBytes } from 'node:crypto';

/**
 * A message's `webhook-id`: `msg_`, the creation time in base 36 (ids sort by time, like a ULID)
 * and 96 random bits.
 */
export function newWebhookMessageId(now: Date): string {
  return `msg_${now.getTime().toString(36).padStart(9, '0')}${randomBytes(12).toString('base64url')}`;
}
