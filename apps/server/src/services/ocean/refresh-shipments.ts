import type { OceanTrackingClient } from '@tracklane/connectors';
import type { PortDirectory } from '@tracklane/domain';
import type { Database } from '../../db/database.js';
import { batchFirstPollStores } from './first-poll-batcher.js';
import { limitProviderCalls } from './limit-provider-calls.js';
import { type RefreshOutcome, refreshShipment } from './refresh-shipment.js';
import { loadShipmentHeads, type ShipmentHead } from './shipment-head.js';
import type { StoreFollowUps } from './store-tracking-batch.js';

/** Heads are read this many shipments at a time, just ahead of the polls that need them. */
const HEAD_CHUNK = 32;

/**
 * Refreshes many shipments with at most `concurrency` provider calls in flight (and twice as many
 * polls, the others storing). Shipments are
 * interleaved by carrier so one slow carrier does not hold every slot. A failure of one shipment
 * (database error) is counted and does not stop the others; it is polled again after its lease.
 */
export async function refreshShipments({
  db,
  client,
  shipments,
  ports,
  concurrency,
  now = () => new Date(),
  followUps,
}: {
  db: Database;
  client: OceanTrackingClient | null;
  shipments: readonly { id: string; carrierCode: string }[];
  ports: PortDirectory;
  concurrency: number;
  now?: () => Date;
  /** Work a stored poll queues with its cause (store-tracking-batch.ts). */
  followUps?: StoreFollowUps | undefined;
}): Promise<{ outcomes: Record<string, number>; failed: number; firstFailure: string | null }> {
  const queue = interleaveByCarrier(shipments);
  // First polls fetched while others are being stored are stored together, in one transaction.
  const store = batchFirstPollStores({ db, ports, followUps });
  // Twice as many polls as provider calls: while one waits for its store (a first poll for its
  // group's commit), another fetches, so the provider, the engine and the database overlap.
  const provider = client && limitProviderCalls(client, concurrency);
  const outcomes: Record<string, number> = {};
  let failed = 0;
  let firstFailure: string | null = null;
  let next = 0;
  // One query per chunk of heads instead of one per shipment; a chunk is read when its first
  // shipment's turn comes, so a head is at most a chunk's polls old when used.
  const chunks = new Map<number, Promise<Map<string, ShipmentHead>>>();
  const headsFor = (index: number) => {
    const chunk = Math.floor(index / HEAD_CHUNK);
    let heads = chunks.get(chunk);
    if (!heads) {
      const ids = queue.slice(chunk * HEAD_CHUNK, (chunk + 1) * HEAD_CHUNK).map((s) => s.id);
      heads = loadShipmentHeads(db, ids);
      chunks.set(chunk, heads);
      chunks.delete(chunk - 2);
    }
    return heads;
  };
  const worker = async () => {
    while (next < queue.length) {
      const index = next++;
      const shipment = queue[index];
      if (!shipment) break;
      try {
        const head = (await headsFor(index)).get(shipment.id);
        const outcome: RefreshOutcome = await refreshShipment({
          db,
          client: provider,
          shipmentId: shipment.id,
          ports,
          now: now(),
          preloaded: { head },
          followUps,
          store,
        });
        outcomes[outcome.status] = (outcomes[outcome.status] ?? 0) + 1;
      } catch (err) {
        failed++;
        firstFailure ??= err instanceof Error ? err.message : String(err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency * 2, queue.length) }, worker));
  return { outcomes, failed, firstFailure };
}

/** A B C A B C … rather than A A A B B B (pure). */
export function interleaveByCarrier<T extends { carrierCode: string }>(items: readonly T[]): T[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.carrierCode);
    if (group) group.push(item);
    else groups.set(item.carrierCode, [item]);
  }
  const lists = [...groups.values()];
  const out: T[] = [];
  for (let i = 0; out.length < items.length; i++) {
    for (const list of lists) {
      const item = list[i];
      if (item) out.push(item);
    }
  }
  return out;
}
