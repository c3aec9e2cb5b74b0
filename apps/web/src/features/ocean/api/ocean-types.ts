/**
 * Shapes of the ocean calls as the server returns them (packages/domain/src/ocean: subscription-api.ts,
 * facet-wire.ts). The shipment itself is the domain's OceanShipmentView (views.md §3).
 */
export type {
  CarrierFacet,
  ClientFacet,
  OceanShipmentView,
  PortFacet,
  RefreshState,
  ShareQrCode as QrCode,
  StatusFacet,
  SubscribeBody as SubscribeInput,
  SubscriptionDetail,
  SubscriptionItem,
  SubscriptionPage,
  TerminalRecord,
  TerminalSubscription,
  WarningFacet,
} from '@tracklane/domain';

/** Sortable columns; a leading '-' sorts descending. */
export type SortColumn =
  | 'createdAt'
  | 'updateTime'
  | 'etd'
  | 'eta'
  | 'atd'
  | 'ata'
  | 'businessNumber'
  | 'carrierCode'
  | 'status';

/**
 * The list query (platform.md §3): page 1 first, 10 a page by default. Multi-value filters are
 * comma separated. Dates are ISO 8601 (a day's start or end in the user's zone).
 */
export interface SubscriptionListQuery {
  businessNumber?: string;
  sortBy?: SortColumn | `-${SortColumn}`;
  pageIndex?: number;
  pageSize?: number;
  carrierCode?: string;
  status?: string;
  warnings?: string;
  remark?: string;
  polCode?: string;
  podCode?: string;
  /** Owner (member) user ids, from the clients facet. */
  ownerUserId?: string;
  etdFrom?: string;
  etdTo?: string;
  etaFrom?: string;
  etaTo?: string;
  createdFrom?: string;
  createdTo?: string;
}

/** GET /application/base/carriers */
export interface CarrierEntry {
  code: string;
  name: string;
  nameCn?: string | null;
  website?: string | null;
  trackUrl?: string | null;
}

/** GET /sandbox/world (embedded sandbox only; 404 otherwise). */
export interface SandboxSamples {
  bookings: string[];
  billsOfLading: string[];
  containers: string[];
  /** The carrier (SCAC) of every sample: AUTO cannot tell a numeric booking's or a leased box's. */
  carriers: Record<string, string>;
}
