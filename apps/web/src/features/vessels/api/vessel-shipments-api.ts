import type { SubscriptionItem } from '@tracklane/domain';
import { request } from '../../../app/request';

/**
 * One of the caller's ocean subscriptions with a leg on a vessel (GET /vessel2/getVesselShipments,
 * views.md §7): the server answers with subscription list items. Kept beside, not in,
 * vessel-api.ts: that file is the shared contract.
 */
export type VesselShipment = Pick<
  SubscriptionItem,
  | 'id'
  | 'businessNumber'
  | 'carrierCode'
  | 'polCode'
  | 'podCode'
  | 'polTimeZone'
  | 'podTimeZone'
  | 'voyageParam'
  | 'etd'
  | 'eta'
  | 'displayStatus'
>;

export interface VesselShipmentsQuery {
  /** The vessel's identifiers: legs that carry one are matched by it, not by their name. */
  mmsi?: string;
  imo?: string;
  /** Compared only with legs that carry no IMO or MMSI (names collide). */
  vesselName?: string;
  voyage?: string;
  carrierCode?: string;
  portCode?: string;
  /** Only cargo still on board (loaded, not yet discharged), as the detail page lists. */
  onBoard?: boolean;
}

/** Silent: the detail page shows the failure in the shipments card, not as a toast over the map. */
export async function fetchVesselShipments(query: VesselShipmentsQuery): Promise<VesselShipment[]> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value));
  const res = await request<VesselShipment[] | null>({
    url: '/vessel2/getVesselShipments',
    params,
    silent: true,
    loading: false,
  });
  return res.data ?? [];
}
