import { timingSafeEqual } from 'node:crypto';
import { keyedHash } from '../../auth/secrets.js';

/**
 * The read key of a subscription's read-only shared view (the QR code's link): an HMAC of the
 * subscription id under a server secret. Nothing is stored, so a key stays valid as long as the
 * subscription lives (deleting it ends every link) or until the secret is rotated.
 */
export const SHARED_VIEW_SECRET = 'ocean-shared-view';

export function sharedViewKey(secret: string, subscriptionId: string): string {
  return keyedHash(secret, `ocean-view:${subscriptionId}`).slice(0, 32);
}

/** Constant-time check, so a key cannot be guessed character by character from timings. */
export function isSharedViewKey(secret: string, subscriptionId: string, key: string): boolean {
  const expected = Buffer.from(sharedViewKey(secret, subscriptionId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The web's read-only detail page for a subscription: `/ocean/detail?id&key` (plus unionId). */
export function sharedViewLink(
  origin: string,
  subscriptionId: string,
  key: string,
  unionId?: string,
): string {
  const url = new URL('/ocean/detail', origin);
  url.searchParams.set('id', subscriptionId);
  url.searchParams.set('key', key);
  if (unionId) url.searchParams.set('unionId', unionId);
  return url.toString();
}
