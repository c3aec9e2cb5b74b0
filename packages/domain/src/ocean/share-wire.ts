import { z } from 'zod';
import { ZSubscriptionItem } from './subscription-api.js';

/** GET /application/ocean/subscribe/qrcode: the read-only link and its QR code (PNG data URL). */
export const ZShareQrCode = z.object({ url: z.string(), qrcode: z.string() });
export type ShareQrCode = z.infer<typeof ZShareQrCode>;

/** POST /application/ocean/subscribe/share: a subscription (businessId) for `to`, a username or e-mail. */
export const ZShareBody = z.object({
  businessId: z.uuid(),
  to: z.string().trim().min(1).max(254),
});
export type ShareBody = z.infer<typeof ZShareBody>;

/**
 * The share call's answer, the same whoever `to` names (an account of another organisation, or
 * nobody): nothing in it tells whether the account exists or what its ids are.
 */
export const ZShareSent = z.null();

/**
 * GET /application/ocean/share/invitations: a shipment another organisation offers the caller,
 * waiting for them to accept (it then joins their list and counts against their quota) or refuse.
 * Only what the recipient needs to decide: no ids of the sharer's rows or users, no remark.
 */
export const ZShareInvitation = z.object({
  id: z.string(),
  fromOrganization: z.string(),
  fromUser: z.string(),
  businessNumber: z.string(),
  billNumber: z.string().nullable(),
  containerNumber: z.string().nullable(),
  carrierCode: z.string(),
  polCode: z.string().nullable(),
  podCode: z.string().nullable(),
  createdAt: z.string(),
});
export type ShareInvitation = z.infer<typeof ZShareInvitation>;

/** Accepting: the recipient's subscription; `created` false when their organisation had the number already. */
export const ZShareAccepted = z.object({ subscription: ZSubscriptionItem, created: z.boolean() });
export type ShareAccepted = z.infer<typeof ZShareAccepted>;
