import {
  type OceanShipmentView,
  type ShareLink,
  type ShareLinkExpiry,
  shareLinkExpiresAt,
  shareLinkStatus,
  shipmentCompletedAt,
} from '@tracklane/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  oceanShipments,
  oceanSubscriptions,
  shareLinkItems,
  type shareLinks,
} from '../../db/schema/index.js';
import type { SqlRunner } from '../../db/sql-rows.js';
import { shareLinkToken, shareLinkUrl } from './share-link-token.js';

type LinkRow = typeof shareLinks.$inferSelect;
type Orm = Database['orm'];

export function expiryOf(stored: string): ShareLinkExpiry {
  return stored === 'default' || stored === 'never' ? stored : (Number(stored) as 7 | 30 | 90);
}

export interface LinkShipmentRow {
  linkId: string;
  subscription: typeof oceanSubscriptions.$inferSelect;
  shipment: typeof oceanShipments.$inferSelect;
}

/** The live (not deleted) subscriptions of some links with their shipments, in each link's order. */
export async function linkShipments(orm: Orm | SqlRunner, linkIds: string[]): Promise<LinkShipmentRow[]> {
  if (linkIds.length === 0) return [];
  return (orm as Orm)
    .select({ linkId: shareLinkItems.linkId, subscription: oceanSubscriptions, shipment: oceanShipments })
    .from(shareLinkItems)
    .innerJoin(oceanSubscriptions, eq(oceanSubscriptions.id, shareLinkItems.subscriptionId))
    .innerJoin(oceanShipments, eq(oceanShipments.id, oceanSubscriptions.shipmentId))
    .where(and(inArray(shareLinkItems.linkId, linkIds), isNull(oceanSubscriptions.deletedAt)))
    .orderBy(asc(shareLinkItems.linkId), asc(shareLinkItems.position));
}

/** A link's end, from its stored choice and (expiry 'default') its shipments' completion. */
export function linkExpiresAt(link: LinkRow, shipments: { shipment: typeof oceanShipments.$inferSelect }[]) {
  const expiry = expiryOf(link.expiry);
  if (typeof expiry === 'number') return link.expiresAt;
  return shareLinkExpiresAt({
    expiry,
    createdAt: link.createdAt,
    shipments: shipments.map(({ shipment }) => ({
      completed: shipment.completed,
      completedAt: shipment.completed
        ? (shipmentCompletedAt(shipment.view as OceanShipmentView | null, true) ??
          shipment.lastRefreshedAt ??
          shipment.createdAt)
        : null,
    })),
  });
}

/** A link row → the owner's item (status worked out at `now`). */
export function shareLinkOf({
  link,
  shipments,
  secret,
  origin,
  now,
}: {
  link: LinkRow;
  shipments: LinkShipmentRow[];
  secret: string;
  origin: string;
  now: Date;
}): ShareLink {
  const expiresAt = linkExpiresAt(link, shipments);
  return {
    id: link.id,
    url: shareLinkUrl(origin, shareLinkToken(secret, link.id)),
    status: shareLinkStatus({ revokedAt: link.revokedAt, expiresAt, now }),
    expiry: expiryOf(link.expiry),
    expiresAt: expiresAt?.toISOString() ?? null,
    revokedAt: link.revokedAt?.toISOString() ?? null,
    viewCount: link.viewCount,
    lastViewedAt: link.lastViewedAt?.toISOString() ?? null,
    createdAt: link.createdAt.toISOString(),
    businessNumbers: shipments.map(
      ({ subscription }) => subscription.billNumber || subscription.containerNumber,
    ),
  };
}
