import {
  AppError,
  type PortDirectory,
  type SharedView,
  StatusCode,
  shareLinkStatus,
} from '@tracklane/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { shareLinks } from '../../db/schema/index.js';
import { subscriptionDetailOf, withAisData } from './get-subscription-detail.js';
import { linkExpiresAt, linkShipments } from './share-link-of.js';
import { shareTokenHash } from './share-link-token.js';

/**
 * GET /application/ocean/shared/:token (public): the shipments of an active share link,
 * read-only, without remark, client, owner, organisation or subscription ids. Each view counts
 * and sets the last-viewed time. Unknown, revoked or expired (or all its subscriptions deleted):
 * 40400 "Wrong link". Read from the database every time, never cached: a revoke made on any
 * replica holds on the next request.
 */
export async function getSharedView({
  db,
  token,
  ports,
  now = new Date(),
}: {
  db: Database;
  token: string;
  ports: PortDirectory;
  now?: Date;
}): Promise<SharedView> {
  const [link] = await db.orm
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, shareTokenHash(token)));
  if (!link) throw new AppError(StatusCode.WRONG_LINK);
  const rows = await linkShipments(db.orm, [link.id]);
  const expiresAt = linkExpiresAt(link, rows);
  if (rows.length === 0 || shareLinkStatus({ revokedAt: link.revokedAt, expiresAt, now }) !== 'active')
    throw new AppError(StatusCode.WRONG_LINK);
  // Counted only if still not revoked at this instant (a revoke racing this read wins).
  const counted = await db.orm
    .update(shareLinks)
    .set({ viewCount: sql`${shareLinks.viewCount} + 1`, lastViewedAt: now })
    .where(sql`${shareLinks.id} = ${link.id} and ${shareLinks.revokedAt} is null`)
    .returning({ id: shareLinks.id });
  if (counted.length === 0) throw new AppError(StatusCode.WRONG_LINK);

  const shipments = await Promise.all(
    rows.map(async (row) => {
      const detail = await withAisData(db, subscriptionDetailOf(row, ports));
      const {
        id: _id,
        uuidOfUser: _u,
        remark: _r,
        client: _cl,
        noData: _n,
        createdAt: _c,
        ...item
      } = detail.subscription;
      return {
        item,
        shipment: detail.shipment,
        refresh: { completed: detail.refresh.completed, lastRefreshedAt: detail.refresh.lastRefreshedAt },
      };
    }),
  );
  return { shipments, expiresAt: expiresAt?.toISOString() ?? null };
}
