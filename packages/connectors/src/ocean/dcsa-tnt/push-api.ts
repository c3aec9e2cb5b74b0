import type { OceanProviderConfig, OceanPushApi } from '../contract.js';
import { verifyNotification } from './notification.js';
import {
  createTntSubscription,
  deleteTntSubscription,
  generateSubscriptionSecret,
  rotateTntSubscriptionSecret,
} from './subscriptions.js';

/** The engine's push interface over T&T 2.2 event subscriptions and signed notifications. */
export function dcsaTntPushApi(
  config: OceanProviderConfig,
  clock: (() => number) | undefined = undefined,
): OceanPushApi {
  return {
    newSecret: generateSubscriptionSecret,
    subscribe: (request) => createTntSubscription(config, request),
    unsubscribe: (subscriptionId) => deleteTntSubscription(config, subscriptionId),
    rotateSecret: (subscriptionId, secret) => rotateTntSubscriptionSecret(config, subscriptionId, secret),
    receive(input) {
      const result = verifyNotification({ ...input, now: input.now ?? (clock ?? Date.now)() });
      if (!result.ok) return result;
      // A notification has no resume point of its own: the poll cursor stays where it is.
      return {
        ok: true,
        secretIndex: result.secretIndex,
        batch: {
          events: result.events,
          retractedEventIds: result.retractedEventIds,
          cursor: null,
          rejections: result.rejections,
        },
      };
    },
  };
}
