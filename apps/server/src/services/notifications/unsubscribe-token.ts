import { createHmac, timingSafeEqual } from 'node:crypto';

/** The app secret (getOrCreateSecret) that signs one-click unsubscribe links. */
export const UNSUBSCRIBE_SECRET_NAME = 'notice-unsubscribe';
/** An unsubscribe link works this long after its e-mail was sent. */
export const UNSUBSCRIBE_LINK_DAYS = 60;

const mac = (secret: string, deliveryId: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${deliveryId}`).digest('base64url');

/**
 * The token of an e-mail's unsubscribe link (RFC 8058 one-click): the delivery it came with and
 * an HMAC, so it names one member's one address and cannot be forged or pointed at another.
 */
export function unsubscribeToken(secret: string, deliveryId: string): string {
  return `${deliveryId}.${mac(secret, deliveryId)}`;
}

/** The delivery id of a genuine token, else null. */
export function deliveryOfUnsubscribeToken(secret: string, token: string): string | null {
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const deliveryId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(secret, deliveryId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? deliveryId : null;
}
