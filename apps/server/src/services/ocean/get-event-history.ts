import type { DateRevision, PortDirectory, ShipmentEvent } from '@tracklane/domain';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { getSubscriptionDetail } from './get-subscription-detail.js';

export interface EventHistory {
  subscriptionId: string;
  businessNumber: string;
  transportEvents: ShipmentEvent[];
  equipmentEvents: ShipmentEvent[];
  shipmentEvents: ShipmentEvent[];
  etdHistory: DateRevision[];
  etaHistory: DateRevision[];
}

/**
 * GET /container/event/history/:id (legacy): the events and ETD/ETA revisions of one of the
 * caller's subscriptions, in the view's order; empty lists before the first refresh brought data.
 */
export async function getEventHistory(deps: {
  db: Database;
  caller: Caller;
  id: string;
  ports: PortDirectory;
}): Promise<EventHistory> {
  const { subscription, shipment } = await getSubscriptionDetail(deps);
  return {
    subscriptionId: subscription.id,
    businessNumber: subscription.businessNumber,
    transportEvents: shipment?.transportEvents ?? [],
    equipmentEvents: shipment?.equipmentEvents ?? [],
    shipmentEvents: shipment?.shipmentEvents ?? [],
    etdHistory: shipment?.etdHistory ?? [],
    etaHistory: shipment?.etaHistory ?? [],
  };
}
