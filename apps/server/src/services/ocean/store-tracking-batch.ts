import { mapTntProductCode } from '@tracklane/connectors';
import {
  buildOceanShipment,
  type CarrierEvent,
  type CarrierEventRejection,
  type CarrierTrackingBatch,
  type PortDirectory,
  reminderEventsBetween,
} from '@tracklane/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { oceanEvents, oceanReminders, oceanShipments, oceanSubscriptions } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';
import { notifyShipmentChanged, viewChanged } from '../live/shipment-change-notice.js';
import { insertBatchEvents, readViewAndEvents } from './batch-events-sql.js';
import { recordEventRejections } from './record-event-rejections.js';
import { successfulPollColumns } from './refresh-schedule.js';
import type { ShipmentHead } from './shipment-head.js';
import { subscriptionColumnsOf } from './subscription-columns.js';

export interface StoredBatch {
  newEvents: number;
  retracted: number;
  completed: boolean;
  reminders: number;
}

/**
 * Everything a successful poll writes, in one transaction: events inserted idempotently (the
 * provider's id is the key), retractions flagged, the view rebuilt from every stored event, the
 * shipment, the list columns of its subscriptions and the reminders, and the events the connector
 * rejected, counted for the carrier's feed (record-event-rejections.ts). A crash before the commit
 * leaves the old cursor, so the retry fetches the same events again and ends in the same state.
 */
export async function storeTrackingBatch({
  db,
  shipment,
  batch,
  ports,
  now,
  draw,
}: {
  db: Database;
  shipment: ShipmentHead;
  batch: CarrierTrackingBatch;
  ports: PortDirectory;
  now: Date;
  draw: number;
}): Promise<StoredBatch> {
  const shipmentId = shipment.id;
  return db.orm.transaction(async (tx) => {
    // Polls and push callbacks may store for the same shipment at once: the row lock makes them
    // take turns, and whether a view exists is read under it (the head may predate the other's commit).
    const [lock] = rowsOf<{ has_view: boolean }>(
      await tx.execute(
        sql`select view is not null as has_view from ocean_shipments where id = ${shipmentId} for update`,
      ),
    );
    const hasView = lock?.has_view ?? shipment.hasView;
    const fetched = dedupe(batch.events);
    const { inserted, replaced } = await insertBatchEvents(tx, shipmentId, fetched);
    const retractedIds = new Set(batch.retractedEventIds);
    const retracted =
      retractedIds.size === 0
        ? []
        : await tx
            .update(oceanEvents)
            .set({ retracted: true })
            .where(
              and(eq(oceanEvents.shipmentId, shipmentId), inArray(oceanEvents.eventId, [...retractedIds])),
            )
            .returning({ eventId: oceanEvents.eventId });
    // Events are only ever stored with a view (same transaction): without a view there are none
    // from before, and the stored events are exactly this batch's; no need to read them back.
    const stored = hasView
      ? await readViewAndEvents(tx, shipmentId)
      : { view: null, events: fetched.filter((event) => !retractedIds.has(event.eventId)) };
    const events = stored.events;
    const view = buildOceanShipment({
      carrierCode: shipment.carrierCode,
      billNo: shipment.billNo,
      containerNo: shipment.containerNo,
      bookingNo: shipment.referenceType === 'BOOKING' ? shipment.reference : null,
      events,
      ports,
      now,
      codeEvent: mapTntProductCode,
    });
    const changes = reminderEventsBetween(stored.view, view);
    await tx
      .update(oceanShipments)
      .set({
        view,
        viewBuiltAt: now,
        status: view.displayStatus,
        completed: view.completed,
        ...successfulPollColumns({
          now,
          cursor: batch.cursor ?? shipment.cursor,
          completed: view.completed,
          cancelled: view.displayStatus === 'CANCELLED',
          intervalMinutes: shipment.refreshIntervalMinutes,
          draw,
        }),
      })
      .where(eq(oceanShipments.id, shipmentId));
    await tx
      .update(oceanSubscriptions)
      .set(subscriptionColumnsOf(view))
      .where(eq(oceanSubscriptions.shipmentId, shipmentId));
    // Open pages of the subscribers learn of it at commit (plugins/live-updates.ts).
    if (viewChanged(stored.view, view))
      await notifyShipmentChanged(tx, { shipmentId, updateTime: view.updateTime ?? now.toISOString() });
    if (changes.length > 0) {
      await tx.insert(oceanReminders).values(changes.map((c) => ({ ...c, shipmentId, recordedAt: now })));
    }
    await recordEventRejections({
      db: tx,
      carrierCode: shipment.carrierCode,
      reference: shipment.reference,
      rejections: [...(batch.rejections ?? []), ...replaced.map(replacedVersion)],
      now,
    });
    return {
      newEvents: inserted,
      retracted: retracted.length,
      completed: view.completed,
      reminders: changes.length,
    };
  });
}

/** A stored event replaced by a later-created version: a conflicting duplicate across polls. */
function replacedVersion(r: { eventId: string; createdTime: string }): CarrierEventRejection {
  return {
    reason: 'conflicting-duplicate',
    eventId: r.eventId,
    detail: `eventID sent again with different content: kept the version created ${r.createdTime}, replaced the one stored before`,
  };
}

/** One INSERT cannot hit the same key twice (ON CONFLICT would fail): keep the last of each id. */
function dedupe(events: readonly CarrierEvent[]): CarrierEvent[] {
  return [...new Map(events.map((e) => [e.eventId, e])).values()];
}
