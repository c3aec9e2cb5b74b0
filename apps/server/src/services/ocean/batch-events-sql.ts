import type { CarrierEvent, OceanShipmentView } from '@tracklane/domain';
import { sql } from 'drizzle-orm';
import { jsonOf, rowsOf, type SqlRunner } from '../../db/sql-rows.js';

/**
 * Stores a batch's events in one statement from one JSON parameter: drizzle's multi-row VALUES
 * builds and binds three parameters per event, which showed in the refresh profile. The
 * provider's event id is the key. An event already stored is skipped, unless this version was
 * created later: then it replaces the stored one (the later `createdTime` wins, whatever order
 * the polls brought them in; CarrierEvent's times are UTC ISO strings of one width, so text
 * order is time order). Returns the ids inserted and the ids replaced. `events` must not repeat
 * an id (one INSERT cannot hit a key twice).
 */
export async function insertBatchEvents(
  tx: SqlRunner,
  shipmentId: string,
  events: readonly CarrierEvent[],
): Promise<{ inserted: number; replaced: { eventId: string; createdTime: string }[] }> {
  if (events.length === 0) return { inserted: 0, replaced: [] };
  const result = await tx.execute(sql`
    insert into ocean_events as o (shipment_id, event_id, event)
    select ${shipmentId}::uuid, e ->> 'eventId', e
    from jsonb_array_elements(${JSON.stringify(events)}::jsonb) as e
    on conflict (shipment_id, event_id) do update set event = excluded.event
      where excluded.event ->> 'createdTime' > o.event ->> 'createdTime'
    returning event_id, event ->> 'createdTime' as created_time, (xmax = 0) as inserted`);
  const rows = rowsOf<{ event_id: string; created_time: string; inserted: boolean }>(result);
  return {
    inserted: rows.filter((r) => r.inserted).length,
    replaced: rows
      .filter((r) => !r.inserted)
      .map((r) => ({ eventId: r.event_id, createdTime: r.created_time })),
  };
}

/**
 * The shipment's stored view and every live (not retracted) event, in one round trip, read
 * inside the refresh transaction after the batch's own inserts and retractions.
 */
export async function readViewAndEvents(
  tx: SqlRunner,
  shipmentId: string,
): Promise<{ view: OceanShipmentView | null; events: CarrierEvent[] }> {
  const result = await tx.execute(sql`
    select s.view,
      coalesce((select jsonb_agg(e.event) from ocean_events e
                where e.shipment_id = s.id and not e.retracted), '[]'::jsonb) as events
    from ocean_shipments s where s.id = ${shipmentId}::uuid`);
  const [row] = rowsOf<{ view: unknown; events: unknown }>(result);
  return {
    view: row?.view == null ? null : jsonOf<OceanShipmentView>(row.view),
    events: row ? jsonOf<CarrierEvent[]>(row.events) : [],
  };
}
