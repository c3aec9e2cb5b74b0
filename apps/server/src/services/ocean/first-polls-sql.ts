import type { CarrierEvent, OceanShipmentView, ReminderEvent } from '@tracklane/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type SqlRunner } from '../../db/sql-rows.js';
import { SHIPMENT_CHANGED_CHANNEL } from '../live/shipment-change-notice.js';
import type { SubscriptionListColumns } from './subscription-columns.js';

/**
 * The statements that store the first polls of several shipments together (store-first-polls.ts):
 * each takes every shipment's rows in one JSON parameter, so its text (and prepared statement) is
 * the same whatever the count, and a batch costs a statement where one poll cost one each.
 */

/** Locks the shipments (in id order: batches never wait on each other in a cycle) still without a view. */
export async function lockShipmentsWithoutView(tx: SqlRunner, ids: readonly string[]): Promise<Set<string>> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select id from ocean_shipments where id = any(${sql.param([...ids])}::uuid[]) and view is null
      order by id for update`),
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Inserts the events of every shipment, with the rules of insertBatchEvents (batch-events-sql.ts):
 * the provider's id is the key, a later-created version replaces the stored one. Returns per
 * shipment the count inserted and the replaced ones, aggregated in the database (one row each).
 */
export async function insertShipmentsEvents(
  tx: SqlRunner,
  shipments: readonly { shipmentId: string; events: readonly CarrierEvent[] }[],
): Promise<Map<string, { inserted: number; replaced: { eventId: string; createdTime: string }[] }>> {
  const result = await tx.execute(sql`
    with written as (
      insert into ocean_events as o (shipment_id, event_id, event)
      select (s ->> 'shipmentId')::uuid, e ->> 'eventId', e
      from jsonb_array_elements(${JSON.stringify(shipments)}::jsonb) as s,
        jsonb_array_elements(s -> 'events') as e
      on conflict (shipment_id, event_id) do update set event = excluded.event
        where excluded.event ->> 'createdTime' > o.event ->> 'createdTime'
      returning shipment_id, event_id, event ->> 'createdTime' as created_time, (xmax = 0) as inserted
    )
    select shipment_id, count(*) filter (where inserted)::int as inserted,
      coalesce(jsonb_agg(jsonb_build_object('eventId', event_id, 'createdTime', created_time))
        filter (where not inserted), '[]'::jsonb) as replaced
    from written group by shipment_id`);
  const rows = rowsOf<{ shipment_id: string; inserted: number; replaced: unknown }>(result);
  return new Map(
    rows.map((r) => [
      r.shipment_id,
      {
        inserted: r.inserted,
        replaced: (typeof r.replaced === 'string' ? JSON.parse(r.replaced) : r.replaced) as {
          eventId: string;
          createdTime: string;
        }[],
      },
    ]),
  );
}

/** What a stored poll writes on its shipment and copies to the list columns of its subscriptions. */
export interface ShipmentWrite {
  shipmentId: string;
  view: OceanShipmentView;
  builtAt: Date;
  cursor: string | null;
  nextRefreshAt: Date | null;
  columns: SubscriptionListColumns;
  /** The live-update announcement, or null when the view did not change. */
  notice: string | null;
}

/**
 * The shipments, the list columns of their subscriptions and the announcements in one statement,
 * as store-tracking-batch.ts writes one shipment.
 */
export async function writeShipmentsAndSubscriptions(tx: SqlRunner, writes: readonly ShipmentWrite[]) {
  const rows = writes.map((w) => ({
    id: w.shipmentId,
    view: w.view,
    built_at: w.builtAt.toISOString(),
    status: w.view.displayStatus,
    completed: w.view.completed,
    cursor: w.cursor,
    next_refresh_at: w.nextRefreshAt?.toISOString() ?? null,
    sub_status: w.columns.status,
    display_status: w.columns.displayStatus,
    pol_code: w.columns.polCode,
    pod_code: w.columns.podCode,
    etd: w.columns.etd?.toISOString() ?? null,
    eta: w.columns.eta?.toISOString() ?? null,
    atd: w.columns.atd?.toISOString() ?? null,
    ata: w.columns.ata?.toISOString() ?? null,
    warning_codes: w.columns.warningCodes,
    update_time: w.columns.updateTime?.toISOString() ?? null,
    notice: w.notice,
  }));
  await tx.execute(sql`
    with input as materialized (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id uuid, view jsonb,
        built_at timestamptz, status text, completed boolean, cursor text, next_refresh_at timestamptz,
        sub_status text, display_status text, pol_code text, pod_code text, etd timestamptz,
        eta timestamptz, atd timestamptz, ata timestamptz, warning_codes text[],
        update_time timestamptz, notice text)
    ), shipments as (
      update ocean_shipments s set view = x.view, view_built_at = x.built_at, status = x.status,
        completed = x.completed, cursor = x.cursor, next_refresh_at = x.next_refresh_at,
        last_refreshed_at = x.built_at,
        last_error_kind = null, last_error_message = null, last_error_at = null,
        consecutive_errors = 0
      from input x where s.id = x.id returning s.id
    ), subscriptions as (
      update ocean_subscriptions o set status = x.sub_status, display_status = x.display_status,
        pol_code = x.pol_code, pod_code = x.pod_code, etd = x.etd, eta = x.eta, atd = x.atd,
        ata = x.ata, warning_codes = x.warning_codes, update_time = x.update_time
      from input x where o.shipment_id = x.id returning 1
    )
    select pg_notify(${SHIPMENT_CHANGED_CHANNEL}, x.notice) from input x where x.notice is not null`);
}

/**
 * The reminders (date, milestone and warning history) of every shipment, in one statement. A first poll's are the
 * shipment's history, not news: stored as handled, nothing is sent for them.
 */
export async function insertReminders(
  tx: SqlRunner,
  reminders: readonly (ReminderEvent & { shipmentId: string; recordedAt: Date })[],
) {
  if (reminders.length === 0) return;
  await tx.execute(sql`
    insert into ocean_reminders (shipment_id, type, old_value, new_value, port_code, place_role,
      code, source, recorded_at, notified_at)
    select (r ->> 'shipmentId')::uuid, r ->> 'type', r ->> 'oldValue', r ->> 'newValue',
      r ->> 'portCode', r ->> 'placeRole', r ->> 'code', r ->> 'source',
      (r ->> 'recordedAt')::timestamptz, (r ->> 'recordedAt')::timestamptz
    from jsonb_array_elements(${JSON.stringify(reminders)}::jsonb) as r`);
}
