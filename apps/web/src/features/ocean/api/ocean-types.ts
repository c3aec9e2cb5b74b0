import type { SubscriptionItem } from '@tracklane/domain';

/**
 * Shapes of the ocean calls as the server returns them (apps/server/src/routes/ocean/schemas.ts,
 * facet-schemas.ts). The shipment itself is the domain's OceanShipmentView (views.md §3).
 */
export type {
  OceanShipmentView,
  RefreshState,
  SubscriptionDetail,
  SubscriptionItem,
  TerminalRecord,
  TerminalSubscription,
} from '@tracklane/domain';

export interface SubscriptionPage {
  list: SubscriptionItem[];
  /** Counted up to 10,000; `totalIsExact` false means "10,000+". */
  total: number;
  totalIsExact: boolean;
  pageIndex: number;
  pageSize: number;
}

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

export interface SubscribeInput {
  billNumber?: string | null;
  containerNumber?: string | null;
  /** AUTO (or empty) lets the server detect the carrier; 40020 when it cannot. */
  carrierCode?: string | null;
  isExport?: boolean;
  terminalCode?: string | null;
  vesselParam?: string | null;
  voyageParam?: string | null;
  uuidOfUser?: string | null;
  remark?: string | null;
}

export interface CarrierFacet {
  code: string;
  name: string;
  count: number;
}
export interface StatusFacet {
  displayStatus: string;
  count: number;
}
export interface PortFacet {
  code: string;
  name: string;
  count: number;
}
export interface WarningFacet {
  code: string;
  count: number;
}
export interface ClientFacet {
  userId: string | null;
  username: string | null;
  departmentId: string | null;
  departmentName: string | null;
  count: number;
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

/** GET /application/ocean/subscribe/qrcode: the read-only link and its QR code (PNG data URL). */
export interface QrCode {
  url: string;
  qrcode: string;
}
