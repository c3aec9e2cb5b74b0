import { nmeaAisConnector } from './ais/nmea/index.js';
import type { AnyProviderConnector, ConnectorMeta } from './connector.js';
import { msgappConnector } from './messaging/msgapp/index.js';
import { smsConnector } from './messaging/sms/index.js';
import { dcsaTntConnector } from './ocean/dcsa-tnt/index.js';
import { ProviderRegistry } from './registry.js';
import { dcsaCsConnector } from './schedules/dcsa-cs/index.js';
import { dcsaOvsConnector } from './schedules/dcsa-ovs/index.js';
import { terminalPortStatusConnector } from './terminal/port-status/index.js';

/**
 * The connectors the server uses as providers, one line each; the first of a kind is that kind's
 * default (another is chosen by its id in the provider's settings). A new provider of an existing
 * kind adds its folder and one line here.
 */
export const DEFAULT_PROVIDER_CONNECTORS: readonly AnyProviderConnector[] = [
  dcsaTntConnector,
  terminalPortStatusConnector,
  dcsaOvsConnector,
  dcsaCsConnector,
  smsConnector,
  msgappConnector,
  nmeaAisConnector,
];

/** Every connector (all of them are providers today). */
export const connectorRegistry: readonly ConnectorMeta[] = DEFAULT_PROVIDER_CONNECTORS;

/** A registry of the default connectors; the server adds none of its own. */
export function defaultProviderRegistry(): ProviderRegistry {
  return new ProviderRegistry(DEFAULT_PROVIDER_CONNECTORS);
}

export * from './ais/nmea/index.js';
export type * from './connector.js';
export * from './messaging/msgapp/index.js';
export * from './messaging/sms/index.js';
export * from './ocean/index.js';
export * from './registry.js';
export * from './schedules/index.js';
export * from './terminal/port-status/index.js';
