import type { OceanTrackingClient } from '@tracklane/connectors';
import { ProviderFault } from '@tracklane/connectors';
import type { CarrierTrackingBatch, PortDirectory } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { oceanShipments } from '../../db/schema/index.js';
import { batchIsKnownCondition } from './batch-is-known.js';
import { recordRefreshFault } from './record-refresh-fault.js';
import { successfulPollColumns } from './refresh-schedule.js';
import { loadShipmentHead, type ShipmentHead } from './shipment-head.js';
import type { FetchedPoll } from './store-first-polls.js';
import { type StoredBatch, type StoreFollowUps, storeTrackingBatch } from './store-tracking-batch.js';

export type RefreshOutcome =
  | { status: 'refreshed'; newEvents: number; retracted: number; completed: boolean; reminders: number }
  | { status: 'fault'; kind: string; transient: boolean }
  | { status: 'missing' };

export const NO_PROVIDER_MESSAGE = 'no provider configured';

/**
 * One poll of one shared shipment. The fetch happens outside any transaction (never hold a
 * connection across network calls); a provider fault keeps everything and is recorded on the
 * shipment; a batch is stored in one transaction (store-tracking-batch.ts); a poll that brings
 * nothing only moves the schedule, unless the view is due for its clock-driven rebuild.
 */
export async function refreshShipment({
  db,
  client,
  shipmentId,
  ports,
  now = new Date(),
  draw = Math.random(),
  preloaded,
  followUps,
  store = (poll) => storeTrackingBatch({ db, ports, followUps, ...poll }),
}: {
  db: Database;
  client: OceanTrackingClient | null;
  shipmentId: string;
  ports: PortDirectory;
  now?: Date;
  draw?: number;
  /** The head as read just before by the caller (undefined inside: the shipment is gone). */
  preloaded?: { head: ShipmentHead | undefined } | undefined;
  /** Work a stored poll queues with its cause (store-tracking-batch.ts). */
  followUps?: StoreFollowUps | undefined;
  /** Stores a fetched batch: alone by default, with other first polls in a run (first-poll-batcher.ts). */
  store?: ((poll: FetchedPoll) => Promise<StoredBatch>) | undefined;
}): Promise<RefreshOutcome> {
  const shipment = preloaded ? preloaded.head : await loadShipmentHead(db, shipmentId);
  if (!shipment) return { status: 'missing' };
  if (!client) {
    const fault = {
      kind: 'unconfigured',
      message: NO_PROVIDER_MESSAGE,
      transient: true,
      retryAfterSeconds: null,
    };
    await recordRefreshFault({ db, shipment, fault, now });
    return { status: 'fault', kind: fault.kind, transient: true };
  }

  let batch: CarrierTrackingBatch;
  try {
    batch = await client.fetchEvents(
      { type: shipment.referenceType, value: shipment.reference, carrierCode: shipment.carrierCode },
      shipment.cursor,
    );
  } catch (err) {
    const fault =
      err instanceof ProviderFault
        ? {
            kind: err.kind,
            message: err.message,
            transient: err.transient,
            retryAfterSeconds: err.retryAfterSeconds,
          }
        : { kind: 'internal', message: String(err), transient: true, retryAfterSeconds: null };
    await recordRefreshFault({ db, shipment, fault, now });
    return { status: 'fault', kind: fault.kind, transient: fault.transient };
  }

  // A batch with rejected events takes the full path, where they are recorded for the feed.
  const known =
    viewIsFresh(shipment, now) && !batch.rejections?.length ? batchIsKnownCondition(shipmentId, batch) : null;
  if (known) {
    // Nothing new and a fresh view: only the schedule moves (most polls of a tracked shipment).
    // The check is in the WHERE, so it costs no round trip of its own; no row back: not known.
    const moved = await db.orm
      .update(oceanShipments)
      // A completed shipment polled on demand stays stopped.
      .set(
        successfulPollColumns({
          now,
          cursor: batch.cursor ?? shipment.cursor,
          completed: shipment.completed,
          cancelled: shipment.status === 'CANCELLED',
          intervalMinutes: shipment.refreshIntervalMinutes,
          draw,
        }),
      )
      .where(and(eq(oceanShipments.id, shipmentId), known))
      .returning({ id: oceanShipments.id });
    if (moved.length > 0)
      return { status: 'refreshed', newEvents: 0, retracted: 0, completed: shipment.completed, reminders: 0 };
  }
  return {
    status: 'refreshed',
    ...(await store({ shipment, batch, now, draw })),
  };
}

/** The view depends on the clock (delays, dwell), so it is rebuilt at least this often. */
export const VIEW_MAX_AGE_MS = 60 * 60_000;

function viewIsFresh(shipment: ShipmentHead, now: Date): boolean {
  return (
    shipment.hasView &&
    shipment.viewBuiltAt !== null &&
    now.getTime() - shipment.viewBuiltAt.getTime() < VIEW_MAX_AGE_MS
  );
}
