import type { ShareLinkPage } from '@tracklane/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import { getOrCreateSecret } from '../../auth/secrets.js';
import type { Database } from '../../db/database.js';
import { shareLinks } from '../../db/schema/index.js';
import { linkShipments, shareLinkOf } from './share-link-of.js';
import { SHARE_LINK_SECRET } from './share-link-token.js';

/** GET /application/ocean/share/links: the links the caller made, newest first, with their status. */
export async function listShareLinks({
  db,
  caller,
  pageIndex,
  pageSize,
  origin,
  now = new Date(),
}: {
  db: Database;
  caller: Member;
  pageIndex: number;
  pageSize: number;
  origin: string;
  now?: Date;
}): Promise<ShareLinkPage> {
  const mine = and(
    eq(shareLinks.createdByUserId, caller.subject),
    eq(shareLinks.organizationId, caller.organizationId),
  );
  const [rows, [total]] = await Promise.all([
    db.orm
      .select()
      .from(shareLinks)
      .where(mine)
      .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize),
    db.orm.select({ n: count() }).from(shareLinks).where(mine),
  ]);
  const items = await linkShipments(
    db.orm,
    rows.map((r) => r.id),
  );
  const secret = await getOrCreateSecret(db, SHARE_LINK_SECRET);
  return {
    list: rows.map((link) =>
      shareLinkOf({ link, shipments: items.filter((i) => i.linkId === link.id), secret, origin, now }),
    ),
    total: total?.n ?? 0,
    pageIndex,
    pageSize,
  };
}
