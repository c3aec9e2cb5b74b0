import {
  type CarrierEvent,
  type CarrierEventRejection,
  type CarrierTrackingBatch,
  type PortDirectory,
  reminderEventsBetween,
} from '@tracklane/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { oceanEvents, oceanReminders } from '../../db/schema/index.js';
import { rowsOf, type SqlRunner } from '../../db/sql-rows.js';
import { SHIPMENT_CHANGED_CHANNEL, viewChanged } from '../live/shipment-change-notice.js';
import { insertBatchEvents, readViewAndEvents } from './batch-events-sql.js';
import { recordEventRejections } from './record-event-rejections.js';
import { successfulPollColumns } from './refresh-schedule.js';
import type { ShipmentHead } from './shipment-head.js';
import { shipmentViewOf } from './shipment-view-of.js';
import { subscriptionColumnsOf } from './subscription-columns.js';

/** Work a stored poll asks for, queued through its transaction (it commits with its cause). */
export type TxFollowUp = (shipmentId: string, tx: SqlRunner) => Promise<void>;

export interface StoreFollowUps {
  /** The poll completed the shipment: save its sailed route (views.md §4). */
  completed?: TxFollowUp | undefined;
  /** The poll recorded date changes (ocean_reminders): tell who asked to be told. */
  datesChanged?: TxFollowUp | undefined;
}

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
  followUps,
}: {
  db: Database;
  shipment: ShipmentHead;
  batch: CarrierTrackingBatch;
  ports: PortDirectory;
  now: Date;
  draw: number;
  /**
   * Work this batch asks for, queued through `tx`: the sailed route when it completes the shipment,
   * the notifications' fan-out when it records date changes (each once, with its cause).
   */
  followUps?: StoreFollowUps | undefined;
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
    const view = shipmentViewOf({ shipment, events, ports, now });
    const changes = reminderEventsBetween(stored.view, view, now.toISOString());
    const poll = successfulPollColumns({
      now,
      cursor: batch.cursor ?? shipment.cursor,
      completed: view.completed,
      cancelled: view.displayStatus === 'CANCELLED',
      intervalMinutes: shipment.refreshIntervalMinutes,
      draw,
    });
    const columns = subscriptionColumnsOf(view);
    const iso = (date: Date | null) => date?.toISOString() ?? null;
    // The shipment, the list columns of its subscriptions and the announcement in one statement
    // (one round trip instead of three: the first poll's profile was mostly statements). Open
    // pages of the subscribers learn of the change at commit (plugins/live-updates.ts).
    const notice = viewChanged(stored.view, view)
      ? JSON.stringify({ shipmentId, updateTime: view.updateTime ?? now.toISOString() })
      : null;
    await tx.execute(sql`
      with shipment as (
        update ocean_shipments set view = ${JSON.stringify(view)}::jsonb,
          view_built_at = ${now.toISOString()}::timestamptz, status = ${view.displayStatus},
          completed = ${view.completed}, cursor = ${poll.cursor},
          next_refresh_at = ${iso(poll.nextRefreshAt)}::timestamptz,
          last_refreshed_at = ${poll.lastRefreshedAt.toISOString()}::timestamptz,
          last_error_kind = null, last_error_message = null, last_error_at = null,
          consecutive_errors = 0
        where id = ${shipmentId}::uuid returning id
      ), subscriptions as (
        update ocean_subscriptions set status = ${columns.status}, display_status = ${columns.displayStatus},
          pol_code = ${columns.polCode}, pod_code = ${columns.podCode},
          etd = ${iso(columns.etd)}::timestamptz, eta = ${iso(columns.eta)}::timestamptz,
          atd = ${iso(columns.atd)}::timestamptz, ata = ${iso(columns.ata)}::timestamptz,
          warning_codes = ${sql.param(columns.warningCodes)}::text[],
          update_time = ${iso(columns.updateTime)}::timestamptz
        where shipment_id = ${shipmentId}::uuid returning 1
      )
      select pg_notify(${SHIPMENT_CHANGED_CHANNEL}, ${notice})
      where ${notice}::text is not null`);
    if (view.completed && !stored.view?.completed) await followUps?.completed?.(shipmentId, tx);
    if (changes.length > 0) {
      // The first view's "changes" are the shipment's history, not news: stored as handled.
      const news = stored.view !== null;
      await tx
        .insert(oceanReminders)
        .values(changes.map((c) => ({ ...c, shipmentId, recordedAt: now, notifiedAt: news ? null : now })));
      if (news) await followUps?.datesChanged?.(shipmentId, tx);
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
export function replacedVersion(r: { eventId: string; createdTime: string }): CarrierEventRejection {
  return {
    reason: 'conflicting-duplicate',
    eventId: r.eventId,
    detail: `eventID sent again with different content: kept the version created ${r.createdTime}, replaced the one stored before`,
  };
}

/** One INSERT cannot hit the same key twice (ON CONFLICT would fail): keep the last of each id. */
export function dedupe(events: readonly CarrierEvent[]): CarrierEvent[] {
  return [...new Map(events.map((e) => [e.eventId, e])).values()];
}
