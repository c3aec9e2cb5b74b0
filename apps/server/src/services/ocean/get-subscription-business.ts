import type { Place } from '@tracklane/domain';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { findSubscription } from './find-subscription.js';

export interface SubscriptionBusiness {
  businessNumber: string;
  billNumber: string | null;
  containerNumber: string | null;
  bookingNo: string | null;
  bookingStatus: string | null;
  carrierCode: string;
  isExport: boolean;
  remark: string;
  places: Place[];
  containers: string[];
}

/**
 * GET /application/ocean/subscribe/:id/business — the business numbers of a subscription: what
 * the user typed and what the carrier returned (booking, containers under the B/L, places).
 */
export async function getSubscriptionBusiness({
  db,
  caller,
  id,
}: {
  db: Database;
  caller: Caller;
  id: string;
}): Promise<SubscriptionBusiness> {
  const { subscription: s, shipment } = await findSubscription({ db, caller, id });
  const view = shipment.view;
  return {
    businessNumber: s.billNumber || s.containerNumber,
    billNumber: s.billNumber || view?.proxy.billNo || null,
    containerNumber: s.containerNumber || view?.proxy.containerNo || null,
    bookingNo: view?.proxy.booking.bookingNo ?? null,
    bookingStatus: view?.proxy.booking.bookingStatus ?? null,
    carrierCode: s.carrierCode,
    isExport: s.isExport,
    remark: s.remark,
    places: view?.proxy.places ?? [],
    containers: view?.shipmentEquipments.map((e) => e.equipment.equipmentCode) ?? [],
  };
}
