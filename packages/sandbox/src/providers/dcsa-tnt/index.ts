/** DCSA Track & Trace 2.2 sandbox server (events, subscriptions, signed push). */
export { notificationSignature, type PushOptions } from './push-delivery.js';
export { type DcsaTntServerOptions, startDcsaTntServer } from './server.js';
