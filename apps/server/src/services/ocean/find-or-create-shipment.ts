import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { oceanShipments } from '../../db/schema/index.js';

export interface ShipmentReference {
  carrierCode: string;
  billNumber: string | null;
  containerNumber: string | null;
}

/**
 * The container number is the most precise reference (a B/L may cover many containers), so it
 * keys the shipment when given; otherwise the B/L.
 */
export function referenceOf(numbers: ShipmentReference) {
  return numbers.containerNumber
    ? { referenceType: 'CONTAINER' as const, reference: numbers.containerNumber }
    : { referenceType: 'BILL_OF_LADING' as const, reference: numbers.billNumber ?? '' };
}

/**
 * The shared shipment of (carrier, reference type, reference), created on first use. One
 * statement, so concurrent subscribers of a new number meet on one row; an existing shipment
 * takes the shorter interval when a faster edition subscribes, and is polled again soon when a
 * fault had stopped it or it has no data yet.
 */
export async function findOrCreateShipment({
  orm,
  numbers,
  refreshIntervalMinutes,
  now,
}: {
  /** The database's or a transaction's query builder. */
  orm: Database['orm'];
  numbers: ShipmentReference;
  refreshIntervalMinutes: number;
  now: Date;
}) {
  const { referenceType, reference } = referenceOf(numbers);
  const [row] = await orm
    .insert(oceanShipments)
    .values({
      carrierCode: numbers.carrierCode,
      referenceType,
      reference,
      billNo: numbers.billNumber,
      containerNo: numbers.containerNumber,
      refreshIntervalMinutes,
      nextRefreshAt: now,
    })
    .onConflictDoUpdate({
      target: [oceanShipments.carrierCode, oceanShipments.referenceType, oceanShipments.reference],
      set: {
        refreshIntervalMinutes: sql`least(${oceanShipments.refreshIntervalMinutes}, excluded.refresh_interval_minutes)`,
        // Without data yet (never polled, or faulted so far) a new subscriber's poll is due now:
        // the first poll of a subscription comes within the minute, not after a backoff.
        nextRefreshAt: sql`case when ${oceanShipments.completed} then null
          when ${oceanShipments.view} is null then excluded.next_refresh_at
          else coalesce(${oceanShipments.nextRefreshAt}, excluded.next_refresh_at) end`,
      },
    })
    .returning({ id: oceanShipments.id, view: oceanShipments.view });
  if (!row) throw new Error('ocean shipment upsert returned no row');
  return row;
}
