import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';

export interface ClaimedShipment {
  id: string;
  carrierCode: string;
}

/** How long a claim holds: a worker that dies mid-refresh frees its shipments after this. */
export const CLAIM_LEASE_MS = 10 * 60_000;

/**
 * Takes the shipments due for a refresh (next_refresh_at ≤ now, still subscribed), at most
 * `perCarrier` of each carrier (the provider's rate limit), oldest due first. Claimed rows get
 * next_refresh_at = now + lease, so concurrent dispatchers (FOR UPDATE SKIP LOCKED) never take
 * the same shipment and a crashed worker's claims come back after the lease.
 */
export async function claimDueShipments({
  db,
  now,
  perCarrier,
}: {
  db: Database;
  now: Date;
  perCarrier: number;
}): Promise<ClaimedShipment[]> {
  const nowIso = now.toISOString();
  const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
  const carriers = await db.orm.execute<{ carrier_code: string }>(sql`
    select distinct carrier_code from ocean_shipments
    where next_refresh_at is not null and next_refresh_at <= ${nowIso}::timestamptz`);
  const claimed: ClaimedShipment[] = [];
  for (const { carrier_code: carrier } of rowsOf<{ carrier_code: string }>(carriers)) {
    const rows = await db.orm.execute<{ id: string; carrier_code: string }>(sql`
      with due as (
        select s.id from ocean_shipments s
        where s.carrier_code = ${carrier}
          and s.next_refresh_at is not null and s.next_refresh_at <= ${nowIso}::timestamptz
          and exists (
            select 1 from ocean_subscriptions o where o.shipment_id = s.id and o.deleted_at is null)
        order by s.next_refresh_at
        limit ${perCarrier}
        for update skip locked
      )
      update ocean_shipments set next_refresh_at = ${leaseUntil}::timestamptz
      from due where ocean_shipments.id = due.id
      returning ocean_shipments.id, ocean_shipments.carrier_code`);
    for (const row of rowsOf<{ id: string; carrier_code: string }>(rows))
      claimed.push({ id: row.id, carrierCode: row.carrier_code });
  }
  return claimed;
}
