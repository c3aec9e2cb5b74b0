import type { ProviderConnector } from '../../connector.js';
import { createDcsaTntClient } from './client.js';

/**
 * DCSA Track & Trace 2.2. Polling: createDcsaTntClient(config).fetchEvents(reference, cursor).
 * Push: createTntSubscription / rotateTntSubscriptionSecret / deleteTntSubscription, and
 * verifyNotification on the raw body our callback route receives. Names exported from the
 * package root carry "Tnt" so they never clash with other connectors'.
 */
export {
  createDcsaTntClient,
  type DcsaTntBatch,
  type DcsaTntClient,
  type DcsaTntClientOptions,
} from './client.js';
export { decodeCursor as decodeTntCursor } from './cursor.js';
export {
  type EventListValidator as TntEventListValidator,
  eventListValidator as tntEventListValidator,
} from './event-schema.js';
export {
  type ConflictingDuplicate as TntConflictingDuplicate,
  type MappedEvents as TntMappedEvents,
  mapTntEvent,
  mapTntEvents,
  type UnmappedCode,
} from './mapping.js';
export {
  type NotificationInput as TntNotificationInput,
  type NotificationResult as TntNotificationResult,
  signNotification as signTntNotification,
  verifyNotification as verifyTntNotification,
} from './notification.js';
/** DCSA event → product event code by place role: buildOceanShipment's `codeEvent`. */
export { mapEventCode as mapTntProductCode } from './product-codes.js';
export {
  createTntSubscription,
  deleteTntSubscription,
  generateSubscriptionSecret as generateTntSubscriptionSecret,
  rotateTntSubscriptionSecret,
  type TntEventType,
  type TntSubscriptionRequest,
} from './subscriptions.js';

/**
 * Registry entry; capabilities tell the engine which references and modes it may use (the server
 * keeps push subscriptions only with a provider that has `push`).
 */
export const dcsaTntConnector: ProviderConnector<'ocean-tnt'> = {
  id: 'dcsa-tnt-2.2',
  kind: 'ocean',
  provides: 'ocean-tnt',
  name: 'DCSA Track & Trace 2.2',
  create: ({ baseUrl, apiKey, clock }) => createDcsaTntClient({ baseUrl, apiKey }, { now: clock }),
  capabilities: [
    'poll-by-booking',
    'poll-by-bill-of-lading',
    'poll-by-container',
    'incremental-cursor',
    'push',
  ],
};
