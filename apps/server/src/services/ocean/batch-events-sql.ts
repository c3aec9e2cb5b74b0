import type { CarrierEvent, OceanShipmentView } from '@tracklane/domain';
import { sql } from 'drizzle-orm';
import { jsonOf, rowsOf, type SqlRunner } from '../../db/sql-rows.js';

/**
 * Stores a batch's events in one statement from one JSON parameter: drizzle's multi-row VALUES
 * builds and binds three parameters per event, which showed in the refresh profile. The
 * provider's event id is the key, so an event already stored is skipped (ON CONFLICT). Returns
 * how many were new. `events` must not repeat an id (one INSERT cannot hit a key twice).
 */
export async function insertBatchEvents(
  tx: SqlRunner,
  shipmentId: string,
  events: readonly CarrierEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  const result = await tx.execute(sql`
    insert into ocean_events (shipment_id, event_id, event)
    select ${shipmentId}::uuid, e ->> 'eventId', e
    from jsonb_array_elements(${JSON.stringify(events)}::jsonb) as e
    on conflict do nothing
    returning event_id`);
  return rowsOf(result).length;
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
