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

/**
 * Why a shipment has no data yet, from its last poll: never polled (`pending-first-check`), the
 * carrier answered but knows nothing of the number yet (`not-found-yet`), the carrier did not
 * answer (`carrier-not-answering`), its service is closed to us (`carrier-unavailable`), or it
 * refused the number (`number-refused`, polling stopped).
 */
export const NO_DATA_REASONS = [
  'pending-first-check',
  'not-found-yet',
  'carrier-not-answering',
  'carrier-unavailable',
  'number-refused',
] as const;
export type NoDataReason = (typeof NO_DATA_REASONS)[number];

/** The reason for a shipment without data, from its last refresh fault kind and last success. */
export function noDataReason(
  lastErrorKind: string | null,
  lastRefreshedAt: Date | string | null,
): NoDataReason {
  switch (lastErrorKind) {
    case null:
      return lastRefreshedAt ? 'not-found-yet' : 'pending-first-check';
    case 'not-found':
    case 'invalid-body':
      return 'not-found-yet';
    case 'bad-request':
      return 'number-refused';
    case 'unauthorized':
    case 'unconfigured':
      return 'carrier-unavailable';
    default:
      return 'carrier-not-answering';
  }
}

const msOf = (d: Date | string | null) => (d === null ? Number.NaN : new Date(d).getTime());

/** Whether the last "check now" still waits for its poll: nothing was heard from the carrier since. */
export function isCheckPending({
  checkRequestedAt,
  lastRefreshedAt,
  lastErrorAt,
}: {
  checkRequestedAt: Date | string | null;
  lastRefreshedAt: Date | string | null;
  lastErrorAt: Date | string | null;
}): boolean {
  const asked = msOf(checkRequestedAt);
  if (Number.isNaN(asked)) return false;
  const heard = Math.max(msOf(lastRefreshedAt) || 0, msOf(lastErrorAt) || 0);
  return heard < asked;
}

/** A "check now" is taken once per shipment in this time (42900 before it has passed). */
export const CHECK_NOW_INTERVAL_MINUTES = 5;

export const ZNoDataState = z.object({
  reason: z.enum(NO_DATA_REASONS),
  /** The next poll; null when polling stopped (the number refused). */
  nextCheckAt: z.string().nullable(),
  /** The last "check now" asked by anyone; another is taken CHECK_NOW_INTERVAL_MINUTES later. */
  checkRequestedAt: z.string().nullable(),
  /**
   * A "check now" was asked and the poll it queued has not run yet (no answer or fault from the
   * carrier since): the page keeps saying "Checking…", across a reload, until it has.
   */
  checkPending: z.boolean(),
});
export type NoDataState = z.infer<typeof ZNoDataState>;

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
  /** The customer the shipment is for (bulk import's client column, editable like the remark); '' when none. */
  client: z.string(),
  status: z.string().nullable(),
  displayStatus: z.string(),
  polCode: z.string().nullable(),
  podCode: z.string().nullable(),
  /** English names; the Chinese and Japanese ones where the port directory has a translation. */
  polName: z.string().nullable(),
  podName: z.string().nullable(),
  polNameCn: z.string().nullable().optional(),
  podNameCn: z.string().nullable().optional(),
  polNameJp: z.string().nullable().optional(),
  podNameJp: z.string().nullable().optional(),
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
  /** Set while the shipment has no data: why, and when it is checked next. */
  noData: ZNoDataState.nullish(),
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

/** POST /application/ocean/subscribe/:id/check: the poll is queued. */
export const ZCheckNowResult = ZNoDataState.pick({
  nextCheckAt: true,
  checkRequestedAt: true,
  checkPending: true,
});
export type CheckNowResult = z.infer<typeof ZCheckNowResult>;
