import type { TerminalIeid } from '@tracklane/domain';
import { type OceanProviderConfig, ProviderFault } from '../../ocean/contract.js';
import { parseJsonBody, tntRequest } from '../../ocean/dcsa-tnt/http.js';
import {
  type DownloadBody,
  downloadBodyOf,
  type PortEventsBody,
  portEventsBodyOf,
  type SubscriptionBody,
  subscriptionBodyOf,
} from './schema.js';

/** Same endpoint settings as an ocean provider: base URL, API key, per-request timeout. */
export type TerminalProviderConfig = OceanProviderConfig;

/** Which boxes a call asks about: every box of a B/L or booking, or a list of containers. */
export type BoxSelection = { businessNumber: string } | { containerNumbers: string[] };

export interface TerminalStatusClient {
  /** US/KR/JP terminal records: POST /v1/{cc}/download. */
  download(
    countryCode: string,
    portCode: string,
    boxes: BoxSelection,
    ieid: TerminalIeid,
  ): Promise<DownloadBody>;
  /** CN port events: GET /v1/ports/{portCode}/events. */
  portEvents(
    portCode: string,
    box: { businessNumber: string } | { containerNumber: string },
    ieid: TerminalIeid | null,
  ): Promise<PortEventsBody>;
  /** On-demand subscription of one box at one port: POST /v1/subscriptions. */
  subscribe(portCode: string, containerNumber: string): Promise<SubscriptionBody>;
  /** The box's subscription at the port, or null when there is none. */
  findSubscription(portCode: string, containerNumber: string): Promise<SubscriptionBody | null>;
}

/**
 * HTTP only: the exchange, timeout and fault classification are the T&T connector's
 * (`tntRequest`: API-Key header, whole-exchange timeout, ProviderFault kinds); this file adds the
 * terminal provider's paths and checks each answer's shape, so a schema-broken body is an
 * `invalid-body` fault and never reaches the mapping.
 */
export function createTerminalStatusClient(config: TerminalProviderConfig): TerminalStatusClient {
  const json = async (request: Parameters<typeof tntRequest>[1], what: string) =>
    parseJsonBody(await tntRequest(config, request), what);
  return {
    async download(countryCode, portCode, boxes, ieid) {
      const what = `terminal download ${portCode}`;
      const body = await json(
        {
          method: 'POST',
          url: `/v1/${encodeURIComponent(countryCode.toLowerCase())}/download`,
          body: { portCode, ieid, ...boxes },
        },
        what,
      );
      return downloadBodyOf(body, what);
    },
    async portEvents(portCode, box, ieid) {
      const what = `port events ${portCode}`;
      const query = new URLSearchParams(box);
      if (ieid) query.set('ieid', ieid);
      const body = await json(
        { method: 'GET', url: `/v1/ports/${encodeURIComponent(portCode)}/events?${query}` },
        what,
      );
      return portEventsBodyOf(body, what);
    },
    async subscribe(portCode, containerNumber) {
      const what = `terminal subscription ${portCode}`;
      const body = await json(
        { method: 'POST', url: '/v1/subscriptions', body: { portCode, containerNumber } },
        what,
      );
      return subscriptionBodyOf(body, what);
    },
    async findSubscription(portCode, containerNumber) {
      const what = `terminal subscription ${portCode}`;
      const query = new URLSearchParams({ portCode, containerNumber });
      try {
        const body = await json({ method: 'GET', url: `/v1/subscriptions?${query}` }, what);
        return subscriptionBodyOf(body, what);
      } catch (err) {
        // No subscription yet is an answer, not a fault.
        if (err instanceof ProviderFault && err.kind === 'not-found') return null;
        throw err;
      }
    },
  };
}
