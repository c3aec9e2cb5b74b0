import { randomUUID } from 'node:crypto';
import { AppError, type ShareLink, type ShareLinkExpiry, StatusCode } from '@tracklane/domain';
import { and, inArray } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import { getOrCreateSecret } from '../../auth/secrets.js';
import { scopeCondition, scopeOf } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions, shareLinkItems, shareLinks } from '../../db/schema/index.js';
import type { SqlRunner } from '../../db/sql-rows.js';
import { linkShipments, shareLinkOf } from './share-link-of.js';
import { SHARE_LINK_SECRET, shareLinkToken, shareTokenHash } from './share-link-token.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * POST /application/ocean/share/links: a read-only link to one or more subscriptions the caller
 * may see (any out of their scope, deleted or unknown: 40400, nothing created). `within` runs in
 * the link's transaction (the share-by-e-mail call queues its mail there).
 */
export async function createShareLink({
  db,
  caller,
  subscriptionIds,
  expiry,
  origin,
  now = new Date(),
  within,
}: {
  db: Database;
  caller: Member;
  subscriptionIds: string[];
  expiry: ShareLinkExpiry;
  origin: string;
  now?: Date;
  within?: (tx: SqlRunner, linkId: string) => Promise<void>;
}): Promise<ShareLink> {
  const ids = [...new Set(subscriptionIds)];
  const scope = await scopeOf(db, caller);
  const visible = await db.orm
    .select({ id: oceanSubscriptions.id })
    .from(oceanSubscriptions)
    .where(and(inArray(oceanSubscriptions.id, ids), scopeCondition(scope)));
  if (visible.length !== ids.length) throw new AppError(StatusCode.WRONG_LINK);

  const secret = await getOrCreateSecret(db, SHARE_LINK_SECRET);
  const id = randomUUID();
  const link = await db.orm.transaction(async (tx) => {
    const [row] = await tx
      .insert(shareLinks)
      .values({
        id,
        organizationId: caller.organizationId,
        createdByUserId: caller.subject,
        tokenHash: shareTokenHash(shareLinkToken(secret, id)),
        expiry: String(expiry),
        expiresAt: typeof expiry === 'number' ? new Date(now.getTime() + expiry * DAY_MS) : null,
        createdAt: now,
      })
      .returning();
    await tx
      .insert(shareLinkItems)
      .values(ids.map((subscriptionId, position) => ({ linkId: id, subscriptionId, position })));
    if (within) await within(tx, id);
    return row!;
  });
  return shareLinkOf({ link, shipments: await linkShipments(db.orm, [id]), secret, origin, now });
}
