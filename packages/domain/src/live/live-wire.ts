import { z } from 'zod';
import { ZVesselLocation } from '../vessels/vessel-wire.js';
import {
  LIVE_READY,
  NOTICES_CHANGED,
  SUBSCRIPTION_CHANGED,
  VESSEL_POSITIONS,
  VESSELS_WATCH,
} from './live-messages.js';

/** The payloads of the live socket's messages (names in live-messages.ts). */

export const ZLiveReady = z.object({ type: z.literal(LIVE_READY) });
export type LiveReady = z.infer<typeof ZLiveReady>;

/** An MMSI a watch may name; the server drops anything else from the list. */
export const ZWatchedMmsi = z.number().int().min(1).max(999_999_999);

export const ZVesselsWatch = z.object({
  type: z.literal(VESSELS_WATCH),
  /** Up to MAX_WATCHED_VESSELS; [] clears the set. */
  mmsi: z.array(ZWatchedMmsi),
});
export type VesselsWatch = z.infer<typeof ZVesselsWatch>;

export const ZVesselPositionsNotice = z.object({
  type: z.literal(VESSEL_POSITIONS),
  positions: z.array(ZVesselLocation),
});
export type VesselPositionsNotice = z.infer<typeof ZVesselPositionsNotice>;

export const ZSubscriptionChanged = z.object({
  type: z.literal(SUBSCRIPTION_CHANGED),
  subscriptionIds: z.array(z.string()),
  /** ISO 8601 UTC of the refresh that changed the shipment. */
  updateTime: z.string(),
});
export type SubscriptionChanged = z.infer<typeof ZSubscriptionChanged>;

export const ZNoticesChanged = z.object({
  type: z.literal(NOTICES_CHANGED),
  /** The member's unread notices now. */
  unread: z.number().int(),
});
export type NoticesChanged = z.infer<typeof ZNoticesChanged>;

/** Everything the server pushes. */
export const ZLiveServerMessage = z.discriminatedUnion('type', [
  ZLiveReady,
  ZVesselPositionsNotice,
  ZSubscriptionChanged,
  ZNoticesChanged,
]);
export type LiveServerMessage = z.infer<typeof ZLiveServerMessage>;
