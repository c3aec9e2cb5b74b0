import {
  type CarrierEvent,
  type CarrierTrackingBatch,
  type OceanShipmentView,
  type PortDirectory,
  type ReminderEvent,
  reminderEventsBetween,
} from '@tracklane/domain';
import type { Database } from '../../db/database.js';
import { viewChanged } from '../live/shipment-change-notice.js';
import {
  insertReminders,
  insertShipmentsEvents,
  lockShipmentsWithoutView,
  writeShipmentsAndSubscriptions,
} from './first-polls-sql.js';
import { recordEventRejections } from './record-event-rejections.js';
import { successfulPollColumns } from './refresh-schedule.js';
import type { ShipmentHead } from './shipment-head.js';
import { shipmentViewOf } from './shipment-view-of.js';
import { dedupe, replacedVersion, type StoredBatch, type StoreFollowUps } from './store-tracking-batch.js';
import { subscriptionColumnsOf } from './subscription-columns.js';

/** A fetched poll, as refreshShipment hands it to be stored. */
export interface FetchedPoll {
  shipment: ShipmentHead;
  batch: CarrierTrackingBatch;
  now: Date;
  draw: number;
}

/** A first poll with its view built, ready to be stored with others. */
export interface PreparedFirstPoll extends FetchedPoll {
  events: CarrierEvent[];
  view: OceanShipmentView;
  reminders: ReminderEvent[];
}

/**
 * Builds what a first poll stores, outside any transaction: a shipment without a view has no
 * stored events (events are only stored with a view), so its view is this batch's events alone.
 * Null when the poll is not one these batches store: the shipment has a view, or the batch
 * retracts events (rare on a first poll; storeTrackingBatch flags them).
 */
export function prepareFirstPoll(poll: FetchedPoll, ports: PortDirectory): PreparedFirstPoll | null {
  if (poll.shipment.hasView || poll.batch.retractedEventIds.length > 0) return null;
  const events = dedupe(poll.batch.events);
  const view = shipmentViewOf({ shipment: poll.shipment, events, ports, now: poll.now });
  return { ...poll, events, view, reminders: reminderEventsBetween(null, view, poll.now.toISOString()) };
}

/**
 * Stores the first polls of several shipments in one transaction, writing what storeTrackingBatch
 * writes for each (events, view, schedule, list columns of the subscriptions, announcement,
 * reminders, rejected events, the completion's sailed-route job) with a statement per kind for all
 * of them instead of per shipment. Only shipments still without a view under their row lock are
 * stored (a push callback may have stored one since its head was read); the others, and a second
 * poll of the same shipment, are returned as `left` for storeTrackingBatch. All or nothing: a
 * crash before the commit leaves every cursor as it was, and the retry fetches the same events.
 */
export async function storeFirstPolls({
  db,
  polls,
  followUps,
}: {
  db: Database;
  polls: readonly PreparedFirstPoll[];
  followUps?: StoreFollowUps | undefined;
}): Promise<{ stored: Map<PreparedFirstPoll, StoredBatch>; left: PreparedFirstPoll[] }> {
  return db.orm.transaction(async (tx) => {
    const locked = await lockShipmentsWithoutView(
      tx,
      polls.map((p) => p.shipment.id),
    );
    const taken: PreparedFirstPoll[] = [];
    const left: PreparedFirstPoll[] = [];
    for (const poll of polls) {
      const id = poll.shipment.id;
      if (locked.delete(id)) taken.push(poll);
      else left.push(poll);
    }
    const stored = new Map<PreparedFirstPoll, StoredBatch>();
    if (taken.length === 0) return { stored, left };

    const written = await insertShipmentsEvents(
      tx,
      taken.map((p) => ({ shipmentId: p.shipment.id, events: p.events })),
    );
    await writeShipmentsAndSubscriptions(
      tx,
      taken.map((p) => {
        const poll = successfulPollColumns({
          now: p.now,
          cursor: p.batch.cursor ?? p.shipment.cursor,
          completed: p.view.completed,
          cancelled: p.view.displayStatus === 'CANCELLED',
          intervalMinutes: p.shipment.refreshIntervalMinutes,
          draw: p.draw,
        });
        return {
          shipmentId: p.shipment.id,
          view: p.view,
          builtAt: p.now,
          cursor: poll.cursor,
          nextRefreshAt: poll.nextRefreshAt,
          columns: subscriptionColumnsOf(p.view),
          notice: viewChanged(null, p.view)
            ? JSON.stringify({
                shipmentId: p.shipment.id,
                updateTime: p.view.updateTime ?? p.now.toISOString(),
              })
            : null,
        };
      }),
    );
    for (const p of taken) if (p.view.completed) await followUps?.completed?.(p.shipment.id, tx);
    await insertReminders(
      tx,
      taken.flatMap((p) => p.reminders.map((r) => ({ ...r, shipmentId: p.shipment.id, recordedAt: p.now }))),
    );
    for (const p of taken) {
      const { inserted = 0, replaced = [] } = written.get(p.shipment.id) ?? {};
      await recordEventRejections({
        db: tx,
        carrierCode: p.shipment.carrierCode,
        reference: p.shipment.reference,
        rejections: [...(p.batch.rejections ?? []), ...replaced.map(replacedVersion)],
        now: p.now,
      });
      stored.set(p, {
        newEvents: inserted,
        retracted: 0,
        completed: p.view.completed,
        reminders: p.reminders.length,
      });
    }
    return { stored, left };
  });
}
