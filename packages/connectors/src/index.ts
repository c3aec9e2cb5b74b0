import { nmeaAisConnector } from './ais/nmea/index.js';
import { msgappConnector } from './messaging/msgapp/index.js';
import { smsConnector } from './messaging/sms/index.js';
import { dcsaTntConnector } from './ocean/dcsa-tnt/index.js';
import { dcsaCsConnector } from './schedules/dcsa-cs/index.js';
import { dcsaOvsConnector } from './schedules/dcsa-ovs/index.js';
import { terminalPortStatusConnector } from './terminal/port-status/index.js';

/**
 * Connectors turn providers' messages into the domain model (DESIGN.md "Connector shape").
 * The registry lists every connector; each later issue adds its folder and one line here.
 */
export interface ConnectorMeta {
  /** Stable identifier, e.g. `dcsa-tnt-2.2`. */
  id: string;
  kind:
    | 'ocean'
    | 'ais'
    | 'schedule'
    | 'terminal'
    | 'truck'
    | 'rail'
    | 'air'
    | 'messaging'
    | 'payment'
    | 'mail';
  name: string;
}

export const connectorRegistry: readonly ConnectorMeta[] = [
  smsConnector,
  msgappConnector,
  dcsaTntConnector,
  terminalPortStatusConnector,
  nmeaAisConnector,
  dcsaOvsConnector,
  dcsaCsConnector,
];

export * from './ais/nmea/index.js';
export * from './messaging/msgapp/index.js';
export * from './messaging/sms/index.js';
export * from './ocean/index.js';
export * from './schedules/index.js';
export * from './terminal/port-status/index.js';
