import type { FeedSource } from './ais/nmea/feed-source.js';
import type { MsgappClientOptions } from './messaging/msgapp/client.js';
import type { SmsSendResult } from './messaging/sms/mapping.js';
import type { OceanTrackingClient } from './ocean/contract.js';
import type { DcsaCsClient } from './schedules/dcsa-cs/client.js';
import type { DcsaOvsClient } from './schedules/dcsa-ovs/client.js';
import type { TerminalStatusClient } from './terminal/port-status/client.js';

/**
 * Connectors turn providers' messages into the domain model (DESIGN.md "Connector shape").
 * Every connector folder's index.ts exports one of these.
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
  /** What the connector can do; the server reads them (e.g. `push` turns on T&T push subscriptions). */
  capabilities?: readonly string[];
}

/** Sends one SMS; failures are a result, not a throw (like the HTTP connector's sendSms). */
export interface SmsSender {
  send(message: { to: string; text: string }): Promise<SmsSendResult>;
}

/**
 * The providers the server resolves from the registry, by the client each one's connector
 * creates. A new kind of provider adds a line here; a new provider of an existing kind does not.
 */
export interface ProviderClients {
  /** Ocean tracking (track and trace): events by booking, bill of lading or container. */
  'ocean-tnt': OceanTrackingClient;
  /** Terminal status: terminal records and port events. */
  'terminal-status': TerminalStatusClient;
  /** Operational vessel schedules: voyages, port calls and their statuses. */
  'schedule-ovs': DcsaOvsClient;
  /** Commercial schedules: cut-offs. */
  'schedule-cs': DcsaCsClient;
  /** Outgoing SMS. */
  sms: SmsSender;
  /** The messaging app's QR sign-in. */
  msgapp: MsgappClientOptions;
  /** An AIS feed (endpoint: tcp://, udp:// or file:// URL): where the server's ingest reads it. */
  'ais-feed': FeedSource;
}

export type ProviderKind = keyof ProviderClients;

/** Where a provider answers: its base URL and API key (configured, or the sandbox world's). */
export interface ProviderEndpoint {
  baseUrl: string;
  apiKey: string;
  /**
   * The provider's "now" (epoch ms) where it is not the wall clock: the sandbox world's simulated
   * time, which may run faster. Connectors that judge times (T&T's "created in the future") read it.
   */
  clock?: (() => number) | undefined;
}

/** A connector the server can use as a provider: its meta plus a factory of its client. */
export interface ProviderConnector<K extends ProviderKind = ProviderKind> extends ConnectorMeta {
  /** Which provider it is. */
  provides: K;
  capabilities: readonly string[];
  /** Builds the client for one endpoint; no I/O until the client is used. */
  create(endpoint: ProviderEndpoint): ProviderClients[K];
}

/** Any provider connector, each with its own kind's factory. */
export type AnyProviderConnector = { [K in ProviderKind]: ProviderConnector<K> }[ProviderKind];
