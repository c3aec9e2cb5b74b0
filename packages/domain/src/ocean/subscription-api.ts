import type { OceanShipmentView } from './shipment-view.js';

/**
 * The subscription shapes of the ocean calls (list item, detail with its refresh state), shared
 * by the server that writes them and the web that reads them.
 */
/** A subscription as the list, detail and subscribe calls return it (platform.md §3 fields). */
export interface SubscriptionItem {
  id: string;
  businessNumber: string;
  billNumber: string | null;
  containerNumber: string | null;
  carrierCode: string;
  isExport: boolean;
  terminalCode: string | null;
  vesselParam: string | null;
  voyageParam: string | null;
  uuidOfUser: string | null;
  remark: string;
  status: string | null;
  displayStatus: string;
  polCode: string | null;
  podCode: string | null;
  polName: string | null;
  podName: string | null;
  polCountry: string | null;
  podCountry: string | null;
  etd: string | null;
  eta: string | null;
  atd: string | null;
  ata: string | null;
  warnings: string[];
  updateTime: string | null;
  createdAt: string;
}

export interface RefreshState {
  completed: boolean;
  lastRefreshedAt: string | null;
  /** Null: no more polling (completed, or stopped by the error below). */
  nextRefreshAt: string | null;
  /** The last provider fault, shown until a refresh succeeds. */
  error: { kind: string; message: string; at: string | null; consecutive: number } | null;
}

export interface SubscriptionDetail {
  subscription: SubscriptionItem;
  /** The shipment of views.md §3; null until the first refresh brought data. */
  shipment: OceanShipmentView | null;
  refresh: RefreshState;
}
