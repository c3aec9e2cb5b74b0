import type { CarrierTrackingBatch } from '@tracklane/domain';
import { type SQL, sql } from 'drizzle-orm';
import { oceanEvents } from '../../db/schema/index.js';

/**
 * The condition "this batch brings nothing the shipment does not already hold", as SQL to put in
 * the WHERE of the poll's cheap update (refresh-shipment.ts), so checking and moving the schedule
 * is one round trip. The connector's cursor is inclusive (events created at the cursor instant
 * come back on the next poll), so most re-polls carry a few events already stored; recognising
 * them keeps such a poll on the cheap path instead of rebuilding the view for nothing.
 * An event counts as held only in a version created no earlier than the batch's (a later one
 * replaces it, batch-events-sql.ts). Null when the batch cannot be known (it retracts events).
 */
export function batchIsKnownCondition(shipmentId: string, batch: CarrierTrackingBatch): SQL | null {
  if (batch.retractedEventIds.length > 0) return null;
  const latest = new Map<string, string>();
  for (const e of batch.events) {
    const seen = latest.get(e.eventId);
    if (seen === undefined || e.createdTime > seen) latest.set(e.eventId, e.createdTime);
  }
  if (latest.size === 0) return sql`true`;
  const wanted = JSON.stringify([...latest].map(([id, created]) => ({ id, created })));
  return sql`(select count(*)::int from ${oceanEvents}
    join jsonb_to_recordset(${wanted}::jsonb) as b(id text, created text)
      on ${oceanEvents.eventId} = b.id
    where ${oceanEvents.shipmentId} = ${shipmentId}
      and not ${oceanEvents.retracted}
      and ${oceanEvents.event} ->> 'createdTime' >= b.created) = ${latest.size}`;
}
