import type { CarrierTrackingBatch } from '@tracklane/domain';
import { type SQL, sql } from 'drizzle-orm';
import { oceanEvents } from '../../db/schema/index.js';

/**
 * The condition "this batch brings nothing the shipment does not already hold", as SQL to put in
 * the WHERE of the poll's cheap update (refresh-shipment.ts), so checking and moving the schedule
 * is one round trip. The connector's cursor is inclusive (events created at the cursor instant
 * come back on the next poll), so most re-polls carry a few events already stored; recognising
 * them keeps such a poll on the cheap path instead of rebuilding the view for nothing.
 * Null when the batch cannot be known (it retracts events).
 */
export function batchIsKnownCondition(shipmentId: string, batch: CarrierTrackingBatch): SQL | null {
  if (batch.retractedEventIds.length > 0) return null;
  const ids = [...new Set(batch.events.map((e) => e.eventId))];
  if (ids.length === 0) return sql`true`;
  return sql`(select count(*)::int from ${oceanEvents}
    where ${oceanEvents.shipmentId} = ${shipmentId}
      and ${oceanEvents.eventId} = any(${sql.param(ids)}::text[])
      and not ${oceanEvents.retracted}) = ${ids.length}`;
}
