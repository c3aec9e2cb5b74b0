import { z } from 'zod';
import type { OceanShipmentView } from './shipment-view.js';

/**
 * The subscription shapes of the ocean calls (list item and page, detail with its refresh state),
 * shared by the server's route schemas and the web that reads them.
 */

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** POST /application/ocean/subscribe (also the legacy /container/subscription): what to track. */
export const ZSubscribeBody = z.object({
  billNumber: optionalText(40),
  containerNumber: optionalText(20),
  /** AUTO (or empty) lets the server detect the carrier; 40020 when it cannot. */
  carrierCode: optionalText(10),
  isExport: z.boolean().nullish(),
  terminalCode: optionalText(20),
  vesselParam: optionalText(100),
  voyageParam: optionalText(40),
  uuidOfUser: optionalText(64),
  remark: optionalText(500),
});
/** The body as the web sends it. */
export type SubscribeBody = z.input<typeof ZSubscribeBody>;

/** A subscription as the list, detail and subscribe calls return it (platform.md §3 fields). */
export const ZSubscriptionItem = z.object({
  id: z.string(),
  businessNumber: z.string(),
  billNumber: z.string().nullable(),
  containerNumber: z.string().nullable(),
  carrierCode: z.string(),
  isExport: z.boolean(),
  terminalCode: z.string().nullable(),
  vesselParam: z.string().nullable(),
  voyageParam: z.string().nullable(),
  uuidOfUser: z.string().nullable(),
  remark: z.string(),
  status: z.string().nullable(),
  displayStatus: z.string(),
  polCode: z.string().nullable(),
  podCode: z.string().nullable(),
  polName: z.string().nullable(),
  podName: z.string().nullable(),
  polCountry: z.string().nullable(),
  podCountry: z.string().nullable(),
  /** The ports' IANA zones (the drawer's `portTimeZone`), so the list shows their clocks too. */
  polTimeZone: z.string().nullable(),
  podTimeZone: z.string().nullable(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  atd: z.string().nullable(),
  ata: z.string().nullable(),
  warnings: z.array(z.string()),
  updateTime: z.string().nullable(),
  createdAt: z.string(),
});
export type SubscriptionItem = z.infer<typeof ZSubscriptionItem>;

/** One page of the subscription list. */
export const ZSubscriptionPage = z.object({
  list: z.array(ZSubscriptionItem),
  total: z.number().int().describe('Matching subscriptions, counted up to 10,000 (the cap when more match)'),
  totalIsExact: z.boolean().describe('False when more than 10,000 match: show "10,000+"'),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
export type SubscriptionPage = z.infer<typeof ZSubscriptionPage>;

/**
 * The shipment of views.md §3. Its type is OceanShipmentView (built by buildOceanShipment); the
 * document shows it as an object rather than repeating 60 fields here.
 */
const ZShipmentView = z.record(z.string(), z.unknown()) as unknown as z.ZodType<OceanShipmentView>;

export const ZRefreshState = z.object({
  completed: z.boolean(),
  lastRefreshedAt: z.string().nullable(),
  /** Null: no more polling (completed, or stopped by the error below). */
  nextRefreshAt: z.string().nullable(),
  /** The last provider fault, shown until a refresh succeeds. */
  error: z
    .object({
      kind: z.string(),
      message: z.string(),
      at: z.string().nullable(),
      consecutive: z.number().int(),
    })
    .nullable(),
});
export type RefreshState = z.infer<typeof ZRefreshState>;

export const ZSubscriptionDetail = z.object({
  subscription: ZSubscriptionItem,
  /** The shipment of views.md §3; null until the first refresh brought data. */
  shipment: ZShipmentView.nullable(),
  refresh: ZRefreshState,
});
export type SubscriptionDetail = z.infer<typeof ZSubscriptionDetail>;
