import {
  type Language,
  type PortDirectory,
  type RefreshState,
  refreshFaultMessage,
  type SubscriptionDetail,
  withDirectoryPortNames,
} from '@tracklane/domain';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { attachAisPortTimes } from '../vessels/ais-port-times.js';
import { attachVesselMmsi } from '../vessels/attach-vessel-mmsi.js';
import { findSubscription } from './find-subscription.js';
import { refreshRowOf, toSubscriptionItem } from './subscription-item.js';

export type { RefreshState, SubscriptionDetail };

/** GET /application/ocean/subscribe/:id — the subscription, its shipment and how tracking goes. */
export async function getSubscriptionDetail({
  db,
  caller,
  id,
  ports,
  language = 'en',
}: {
  db: Database;
  caller: Caller;
  id: string;
  ports: PortDirectory;
  /** Of the refresh error's sentence. */
  language?: Language;
}): Promise<SubscriptionDetail> {
  return withAisData(db, subscriptionDetailOf(await findSubscription({ db, caller, id }), ports, language));
}

/**
 * The detail with what AIS adds at read time: its vessels' MMSIs from the registry, then the AIS
 * port times of proxy.places (one track query per port with a known vessel).
 */
export async function withAisData(db: Database, detail: SubscriptionDetail): Promise<SubscriptionDetail> {
  return { ...detail, shipment: await attachAisPortTimes(db, await attachVesselMmsi(db, detail.shipment)) };
}

/** A subscription row and its shipment row → the detail (pure; shared with the client call). */
export function subscriptionDetailOf(
  { subscription, shipment }: Awaited<ReturnType<typeof findSubscription>>,
  ports: PortDirectory,
  language: Language = 'en',
): SubscriptionDetail {
  return {
    subscription: toSubscriptionItem(subscription, ports, refreshRowOf(shipment)),
    // Port names from the directory now, so stored views get translations added since (portJp).
    shipment: shipment.view ? withDirectoryPortNames(shipment.view, ports) : null,
    refresh: {
      completed: shipment.completed,
      lastRefreshedAt: shipment.lastRefreshedAt?.toISOString() ?? null,
      nextRefreshAt: shipment.nextRefreshAt?.toISOString() ?? null,
      error: shipment.lastErrorKind
        ? {
            kind: shipment.lastErrorKind,
            // What the provider said stays in the row (and the log); the user gets its meaning.
            message: refreshFaultMessage(shipment.lastErrorKind, language),
            at: shipment.lastErrorAt?.toISOString() ?? null,
            consecutive: shipment.consecutiveErrors,
          }
        : null,
    },
  };
}
