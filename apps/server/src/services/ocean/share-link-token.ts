import { createHash } from 'node:crypto';
import { keyedHash } from '../../auth/secrets.js';

/**
 * A share link's token: an HMAC of the link id under a server secret (app_secrets), 32 characters
 * of base64url (192 bits). Only its SHA-256 is stored, for the lookup; the owner's list works the
 * token out again from the id, so the url can be shown and copied at any time.
 */
export const SHARE_LINK_SECRET = 'ocean-share-link';

export function shareLinkToken(secret: string, linkId: string): string {
  return keyedHash(secret, `share-link:${linkId}`).slice(0, 32);
}

export function shareTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The web's public page of a link. */
export function shareLinkUrl(origin: string, token: string): string {
  return new URL(`/s/${encodeURIComponent(token)}`, origin).toString();
}
