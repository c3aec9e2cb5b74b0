import { z } from 'zod';
import type { OceanShipmentView } from './shipment-view.js';
import { ZRefreshState, ZSubscriptionItem } from './subscription-api.js';

/**
 * Share links (issue 22, "Sharing"): a read-only, revocable, expiring link to one shipment or a
 * selection. The token is never stored: it is an HMAC of the link's id under a server secret, so
 * the owner can see the url again while the table keeps only its SHA-256 (for the lookup).
 */

/** Expiry choices: 'default' ends SHARE_LINK_DEFAULT_DAYS after the last shipment completes. */
export const SHARE_LINK_EXPIRIES = ['default', 7, 30, 90, 'never'] as const;
export type ShareLinkExpiry = (typeof SHARE_LINK_EXPIRIES)[number];
export const SHARE_LINK_DEFAULT_DAYS = 20;
/** At most this many shipments in one link (a selection of the list). */
export const SHARE_LINK_MAX_SHIPMENTS = 100;

export const ZShareLinkExpiry = z.union([
  z.literal('default'),
  z.literal(7),
  z.literal(30),
  z.literal(90),
  z.literal('never'),
]);

/** POST /application/ocean/share/links */
export const ZShareLinkCreateBody = z.object({
  subscriptionIds: z.array(z.uuid()).min(1).max(SHARE_LINK_MAX_SHIPMENTS),
  expiry: ZShareLinkExpiry.default('default'),
});
export type ShareLinkCreateBody = z.input<typeof ZShareLinkCreateBody>;

export const SHARE_LINK_STATUSES = ['active', 'revoked', 'expired'] as const;
export type ShareLinkStatus = (typeof SHARE_LINK_STATUSES)[number];

/** One link of "My share links" (and the answer of create). */
export const ZShareLink = z.object({
  id: z.uuid(),
  /** The public page, `<origin>/s/<token>`: the owner can show and copy it again. */
  url: z.string(),
  status: z.enum(SHARE_LINK_STATUSES),
  expiry: ZShareLinkExpiry,
  /** Null: never, or (expiry 'default') not all its shipments have completed yet. */
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  viewCount: z.number().int(),
  lastViewedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The shipments' business numbers, in the order given. */
  businessNumbers: z.array(z.string()),
});
export type ShareLink = z.infer<typeof ZShareLink>;

export const ZShareLinkPageQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const ZShareLinkPage = z.object({
  list: z.array(ZShareLink),
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
export type ShareLinkPage = z.infer<typeof ZShareLinkPage>;

/** GET /application/ocean/subscribe/qrcode: the share link's url and its QR code (PNG data URL). */
export const ZShareLinkQrCode = z.object({ url: z.string(), qrcode: z.string(), linkId: z.uuid() });

/**
 * A shipment on the public page: the list item's public fields (no subscription id, remark,
 * owner, client or organisation) with the read-only view.
 */
export const ZSharedShipmentItem = ZSubscriptionItem.omit({
  id: true,
  uuidOfUser: true,
  remark: true,
  client: true,
  noData: true,
  createdAt: true,
});
const ZShipmentView = z.record(z.string(), z.unknown()) as unknown as z.ZodType<OceanShipmentView>;
export const ZSharedShipment = z.object({
  item: ZSharedShipmentItem,
  shipment: ZShipmentView.nullable(),
  refresh: ZRefreshState.pick({ completed: true, lastRefreshedAt: true }),
});
export type SharedShipment = z.infer<typeof ZSharedShipment>;

/** GET /application/ocean/shared/:token (public). */
export const ZSharedView = z.object({
  shipments: z.array(ZSharedShipment),
  expiresAt: z.string().nullable(),
});
export type SharedView = z.infer<typeof ZSharedView>;

const DAY_MS = 24 * 3600 * 1000;

/**
 * When a shipment completed, as far as its view tells: the time of its last actual event (the
 * event that completed it); null while not completed.
 */
export function shipmentCompletedAt(view: OceanShipmentView | null, completed: boolean): Date | null {
  if (!completed) return null;
  let last = Number.NaN;
  for (const list of [view?.transportEvents, view?.equipmentEvents, view?.shipmentEvents])
    for (const e of list ?? []) {
      if (e.eventClassifier !== 'ACT') continue;
      const t = Date.parse(e.eventTime);
      if (!Number.isNaN(t) && !(t <= last)) last = t;
    }
  return Number.isNaN(last) ? null : new Date(last);
}

/**
 * A link's end: fixed days after creation, never, or (default) SHARE_LINK_DEFAULT_DAYS after the
 * last of its shipments completed (null while any is still under way). `completedAt` of a
 * completed shipment without actual events falls back to `fallback` (when it was last refreshed).
 */
export function shareLinkExpiresAt({
  expiry,
  createdAt,
  shipments,
}: {
  expiry: ShareLinkExpiry;
  createdAt: Date;
  shipments: { completed: boolean; completedAt: Date | null }[];
}): Date | null {
  if (expiry === 'never') return null;
  if (typeof expiry === 'number') return new Date(createdAt.getTime() + expiry * DAY_MS);
  if (shipments.length === 0 || shipments.some((s) => !s.completed || s.completedAt === null)) return null;
  const last = Math.max(...shipments.map((s) => (s.completedAt as Date).getTime()));
  return new Date(last + SHARE_LINK_DEFAULT_DAYS * DAY_MS);
}

export function shareLinkStatus({
  revokedAt,
  expiresAt,
  now,
}: {
  revokedAt: Date | null;
  expiresAt: Date | null;
  now: Date;
}): ShareLinkStatus {
  if (revokedAt) return 'revoked';
  if (expiresAt && expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** The customer QR image (views.md §2): a fixed 300×500 PNG. */
export const SHARE_QR_IMAGE = { width: 300, height: 500 } as const;

/** Whether `to` of the share call is an e-mail address (else a user name). */
export function isEmailAddress(to: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(to.trim());
}
