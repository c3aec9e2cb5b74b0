import { startProviderServer } from '../http/json-server.js';
import type { ProviderServerOptions, RunningServer } from '../http/types.js';
import { buildEventIndex } from './event-index.js';
import { eventRoutes } from './event-routes.js';
import { type PushOptions, startPushDelivery } from './push-delivery.js';
import { subscriptionRoutes } from './subscription-routes.js';
import { SubscriptionStore } from './subscriptions.js';

export interface DcsaTntServerOptions extends ProviderServerOptions {
  push?: PushOptions;
  /**
   * Answer only queries and subscriptions for a booking, B/L or container reference, as real
   * carriers do. Set for the full-size world: an unfiltered scan there would build an index of
   * every event of six months (millions of objects).
   */
  requireReference?: boolean;
}

/** DCSA Track & Trace 2.2 over HTTP: events (pull) and event subscriptions (push). */
export async function startDcsaTntServer(options: DcsaTntServerOptions): Promise<RunningServer> {
  const { world, clock, faults } = options;
  const index = buildEventIndex(world);
  const requireReference = options.requireReference ?? false;
  const store = new SubscriptionStore(world.seed, requireReference);
  const push = startPushDelivery({
    world,
    clock,
    index,
    store,
    faults,
    ...(options.push ? { options: options.push } : {}),
  });
  return startProviderServer(options, {
    provider: 'dcsa-tnt',
    apiVersion: '2.2.0',
    errorStyle: 'tnt-v2',
    routes: [...eventRoutes(world, clock, index, { requireReference }), ...subscriptionRoutes(store, clock)],
    onClose: () => push.stop(),
  });
}
