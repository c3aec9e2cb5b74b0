import { AppError, type ShareLink, StatusCode } from '@tracklane/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import { getOrCreateSecret } from '../../auth/secrets.js';
import type { Database } from '../../db/database.js';
import { shareLinks } from '../../db/schema/index.js';
import { linkShipments, shareLinkOf } from './share-link-of.js';
import { SHARE_LINK_SECRET } from './share-link-token.js';

/**
 * POST /application/ocean/share/links/:id/revoke: ends one of the caller's links for good (its
 * page answers 40400 from the next request on, on every replica: the page reads the row each
 * time). Revoking again keeps the first time; another member's link is 40400.
 */
export async function revokeShareLink({
  db,
  caller,
  id,
  origin,
  now = new Date(),
}: {
  db: Database;
  caller: Member;
  id: string;
  origin: string;
  now?: Date;
}): Promise<ShareLink> {
  const [link] = await db.orm
    .update(shareLinks)
    .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(shareLinks.id, id),
        eq(shareLinks.createdByUserId, caller.subject),
        eq(shareLinks.organizationId, caller.organizationId),
      ),
    )
    .returning();
  if (!link) throw new AppError(StatusCode.WRONG_LINK);
  const secret = await getOrCreateSecret(db, SHARE_LINK_SECRET);
  return shareLinkOf({ link, shipments: await linkShipments(db.orm, [id]), secret, origin, now });
}
