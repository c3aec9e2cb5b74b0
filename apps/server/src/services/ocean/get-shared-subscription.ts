import { AppError, type Language, type PortDirectory, StatusCode } from '@tracklane/domain';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { getSubscriptionDetail, type SubscriptionDetail } from './get-subscription-detail.js';

/**
 * GET /application/ocean/client/subscribe/:id — the detail for the owning client:
 * - with a token (an API-key read token maps to its organisation, like any member's), the same
 *   detail as GET /application/ocean/subscribe/:id, through the caller's scope;
 * - with a `key` (the old, unrevocable QR-code links): 40400 "wrong link", whatever the key. The
 *   read-only view of a shipment is now a share link (GET /application/ocean/shared/:token),
 *   which its owner can revoke and which expires.
 * An id out of scope or a deleted subscription is 40400.
 */
export async function getClientSubscription({
  db,
  caller,
  id,
  key,
  ports,
  language = 'en',
}: {
  db: Database;
  caller: Caller | undefined;
  id: string;
  key: string | undefined;
  ports: PortDirectory;
  language?: Language;
}): Promise<SubscriptionDetail> {
  if (key === undefined) {
    if (!caller) throw new AppError(StatusCode.TOKEN_INVALID);
    return getSubscriptionDetail({ db, caller, id, ports, language });
  }
  // The old QR codes' HMAC `key` links could not be revoked: they are refused (40400) since share
  // links (services/ocean/create-share-link.ts) replaced them, so no unrevocable door stays open.
  throw new AppError(StatusCode.WRONG_LINK);
}
