import { createHmac } from 'node:crypto';
import type { SimClock } from '../../world/clock.js';
import type { World } from '../../world/model.js';
import type { FaultSwitch } from '../faults.js';
import type { EventCandidate } from './event-candidates.js';
import { eventMatcher } from './event-filter.js';
import { type EventIndex, publishedAfter } from './event-index.js';
import { renderEvent, type TntEvent } from './render-events.js';
import { withCorrections } from './retractions.js';
import type { Subscription, SubscriptionStore } from './subscriptions.js';

export interface PushOptions {
  /** Wall-clock period of the delivery loop; default 1000 ms. */
  intervalMs?: number;
  /** First retry delay; doubles per failed attempt up to `retryMaxMs`. Defaults 1 s and 5 min. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Attempts per batch before it is dropped; default 10. */
  maxAttempts?: number;
  /** Events per POST; default 100. */
  batchSize?: number;
  /** Per-attempt timeout; default 10 s. */
  timeoutMs?: number;
}

interface Queue {
  batches: TntEvent[][];
  attempts: number;
  nextAttemptAt: number;
}

/** `sha256=<hex>` over the exact body bytes, as T&T 2.2's Notification-Signature header defines. */
export function notificationSignature(secret: Buffer, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/**
 * The push model: each loop, events published since a subscription's watermark that match its
 * filters are queued in batches and POSTed to its callbackUrl, signed with its current secret.
 * A failed POST (network error, timeout, non-2xx) is retried with exponential backoff; batches
 * of one subscription go out in order, so a subscriber never sees a later batch first.
 */
export function startPushDelivery(args: {
  world: World;
  clock: SimClock;
  index: EventIndex;
  store: SubscriptionStore;
  faults: FaultSwitch;
  options?: PushOptions;
}): { stop(): Promise<void>; tick(): Promise<void> } {
  const { world, clock, index, store, faults } = args;
  const o = {
    intervalMs: 1000,
    retryBaseMs: 1000,
    retryMaxMs: 300_000,
    maxAttempts: 10,
    batchSize: 100,
    timeoutMs: 10_000,
    ...args.options,
  };
  const queues = new Map<string, Queue>();

  const collect = (sub: Subscription, now: number, queue: Queue) => {
    if (now <= sub.watermark) return;
    const match = eventMatcher(world, sub.filter);
    const events: TntEvent[] = [];
    // A subscription to one booking, B/L or container scans only that shipment's events.
    const list = index.narrowest(sub.filter);
    for (let i = publishedAfter(list, sub.watermark), end = publishedAfter(list, now); i < end; i++) {
      const c = list[i] as EventCandidate;
      if (match(c)) events.push(renderEvent(world, c));
    }
    sub.watermark = now;
    for (let i = 0; i < events.length; i += o.batchSize) queue.batches.push(events.slice(i, i + o.batchSize));
  };

  const post = async (sub: Subscription, batch: TntEvent[], now: number): Promise<boolean> => {
    const fault = faults.pick('dcsa-tnt');
    const events = fault === 'retract' ? withCorrections(batch, now) : batch;
    const body = JSON.stringify(events);
    const send = async () => {
      const res = await fetch(sub.callbackUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'API-Version': '2.2.0',
          'Subscription-ID': sub.subscriptionID,
          'Notification-Signature': notificationSignature(sub.secret, body),
        },
        body,
        signal: AbortSignal.timeout(o.timeoutMs),
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.ok;
    };
    try {
      const ok = await send();
      if (ok && fault === 'duplicate') await send();
      return ok;
    } catch {
      return false;
    }
  };

  const tick = async (): Promise<void> => {
    const now = clock.now();
    for (const [id] of queues) if (!store.list().some((s) => s.subscriptionID === id)) queues.delete(id);
    await Promise.all(
      store.list().map(async (sub) => {
        const queue = queues.get(sub.subscriptionID) ?? { batches: [], attempts: 0, nextAttemptAt: 0 };
        queues.set(sub.subscriptionID, queue);
        collect(sub, now, queue);
        while (queue.batches.length > 0 && Date.now() >= queue.nextAttemptAt) {
          if (await post(sub, queue.batches[0]!, now)) {
            queue.batches.shift();
            queue.attempts = 0;
            continue;
          }
          queue.attempts += 1;
          if (queue.attempts >= o.maxAttempts) {
            console.warn(
              `[dcsa-tnt] dropping a batch for ${sub.callbackUrl} after ${queue.attempts} attempts`,
            );
            queue.batches.shift();
            queue.attempts = 0;
          } else {
            queue.nextAttemptAt =
              Date.now() + Math.min(o.retryBaseMs * 2 ** (queue.attempts - 1), o.retryMaxMs);
          }
          break;
        }
      }),
    );
  };

  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (!running)
      running = tick().finally(() => {
        running = null;
      });
  }, o.intervalMs);
  timer.unref();
  return {
    tick: () => running ?? tick(),
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
