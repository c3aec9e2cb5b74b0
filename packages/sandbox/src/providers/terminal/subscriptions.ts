/**
 * On-demand subscriptions of one terminal server, in memory: the ports in ON_DEMAND_PORTS only
 * track a box once someone asked for it, and their data flows SUBSCRIPTION_LEAD_MS later.
 */
import { hashKey } from '../../world/rng.js';
import { isoDateTime } from '../http/date-time.js';
import { SUBSCRIPTION_LEAD_MS } from './port-rules.js';

export interface Subscription {
  subscriptionId: string;
  portCode: string;
  containerNumber: string;
  subscribedAt: number;
  dataFrom: number;
}

export class TerminalSubscriptions {
  readonly #byKey = new Map<string, Subscription>();

  constructor(private readonly seed: number) {}

  /** Subscribes once; a repeated subscription keeps the first one (and its data time). */
  subscribe(
    portLocode: string,
    containerNumber: string,
    now: number,
  ): { subscription: Subscription; created: boolean } {
    const key = `${portLocode}|${containerNumber}`;
    const existing = this.#byKey.get(key);
    if (existing) return { subscription: existing, created: false };
    const id = hashKey(this.seed, 'terminal-subscription', key, now).toString(16).padStart(8, '0');
    const subscription: Subscription = {
      subscriptionId: `TS-${id.toUpperCase()}`,
      portCode: portLocode,
      containerNumber,
      subscribedAt: now,
      dataFrom: now + SUBSCRIPTION_LEAD_MS,
    };
    this.#byKey.set(key, subscription);
    return { subscription, created: true };
  }

  find(portLocode: string, containerNumber: string): Subscription | undefined {
    return this.#byKey.get(`${portLocode}|${containerNumber}`);
  }

  /** Whether the port's data for the box flows at `now`. */
  hasData(portLocode: string, containerNumber: string, now: number): boolean {
    const found = this.find(portLocode, containerNumber);
    return found !== undefined && now >= found.dataFrom;
  }
}

export function renderSubscription(s: Subscription, portCode: string): Record<string, unknown> {
  return {
    subscriptionId: s.subscriptionId,
    portCode,
    containerNumber: s.containerNumber,
    subscribedAt: isoDateTime(s.subscribedAt),
    dataAvailableFrom: isoDateTime(s.dataFrom),
  };
}
