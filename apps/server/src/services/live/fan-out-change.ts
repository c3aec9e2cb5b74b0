import { SUBSCRIPTION_CHANGED, type SubscriptionChanged } from '@tracklane/domain';
import type { Database } from '../../db/database.js';
import type { LiveHub } from './live-hub.js';
import type { ShipmentChangeNotice } from './shipment-change-notice.js';
import {
  type SubscriptionOwnership,
  subscriptionsOfShipments,
  visibleSubscriptionIds,
} from './visible-subscriptions.js';

/**
 * Pushes changed shipments to every open connection that may see at least one subscription to
 * them, naming only those subscriptions: one message per shipment and connection, in the order
 * of the notices. One query for the whole batch, whatever the number of connections; nothing
 * is read when no connection is open. Returns the number of messages sent.
 */
export async function fanOutChanges(
  db: Database,
  hub: LiveHub,
  notices: readonly ShipmentChangeNotice[],
): Promise<number> {
  const audience = hub.audience();
  if (audience.organizationIds.length === 0 && audience.guestIds.length === 0) return 0;
  const rows = await subscriptionsOfShipments(db, [...new Set(notices.map((n) => n.shipmentId))], audience);
  const byShipment = new Map<string, SubscriptionOwnership[]>();
  for (const row of rows) {
    const list = byShipment.get(row.shipmentId);
    if (list) list.push(row);
    else byShipment.set(row.shipmentId, [row]);
  }
  let sent = 0;
  for (const notice of notices) {
    const shipmentRows = byShipment.get(notice.shipmentId) ?? [];
    for (const connection of connectionsHolding(hub, shipmentRows)) {
      const subscriptionIds = visibleSubscriptionIds(connection.scope, shipmentRows);
      if (subscriptionIds.length === 0) continue;
      connection.socket.send(
        JSON.stringify({
          type: SUBSCRIPTION_CHANGED,
          subscriptionIds,
          updateTime: notice.updateTime,
        } satisfies SubscriptionChanged),
      );
      sent++;
    }
  }
  return sent;
}

/** The open connections of the organisations and guests holding these subscriptions. */
function connectionsHolding(hub: LiveHub, rows: readonly SubscriptionOwnership[]) {
  const organizationIds = new Set(rows.flatMap((row) => (row.organizationId ? [row.organizationId] : [])));
  const guestIds = new Set(rows.flatMap((row) => (row.guestId ? [row.guestId] : [])));
  return [
    ...[...organizationIds].flatMap((organizationId) => hub.connectionsOf({ organizationId })),
    ...[...guestIds].flatMap((guestId) => hub.connectionsOf({ guestId })),
  ];
}
