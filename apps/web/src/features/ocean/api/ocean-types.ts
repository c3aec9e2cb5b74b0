/**
 * Shapes of the ocean calls as the server returns them (packages/domain/src/ocean: subscription-api.ts,
 * facet-wire.ts, list-query-wire.ts). The shipment itself is the domain's OceanShipmentView (views.md §3).
 */
export type {
  CarrierFacet,
  CheckNowResult,
  ClientFacet,
  OceanShipmentView,
  PortFacet,
  RefreshState,
  ShareQrCode as QrCode,
  SortColumn,
  StatusFacet,
  SubscribeBody as SubscribeInput,
  SubscriptionDetail,
  SubscriptionItem,
  SubscriptionListQuery,
  SubscriptionPage,
  TerminalRecord,
  TerminalSubscription,
  WarningFacet,
} from '@tracklane/domain';

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
