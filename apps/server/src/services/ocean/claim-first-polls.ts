import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { CLAIM_LEASE_MS, type ClaimedShipment } from './claim-due-shipments.js';

/**
 * Takes up to `limit` of one carrier's due shipments never polled with success (new subscriptions: the
 * first poll imports the whole history; a subscriber's shipment whose polls so far faulted is due
 * again at its subscription, find-or-create-shipment.ts), fairly between organisations: each organisation's (or
 * guest's) waiting shipments — by the subscription that asked first — are numbered in the order
 * asked, and the lowest numbers go first, so one organisation's 400 new subscriptions share every
 * batch with another's first. Claims hold like the dispatcher's (next_refresh_at = now + lease,
 * FOR UPDATE SKIP LOCKED), so the dispatcher and other workers never take the same shipment.
 */
export async function claimFirstPolls({
  db,
  carrierCode,
  now,
  limit,
}: {
  db: Database;
  carrierCode: string;
  now: Date;
  limit: number;
}): Promise<ClaimedShipment[]> {
  const nowIso = now.toISOString();
  const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
  const due = sql`s.next_refresh_at is not null and s.next_refresh_at <= ${nowIso}::timestamptz`;
  const rows = await db.orm.execute(sql`
    with fresh as (
      select s.id, s.created_at,
        (select coalesce(o.organization_id::text, o.guest_id::text) from ocean_subscriptions o
          where o.shipment_id = s.id and o.deleted_at is null
          order by o.created_at, o.id limit 1) as owner
      from ocean_shipments s
      where s.carrier_code = ${carrierCode} and ${due}
        and s.last_refreshed_at is null
    ), ranked as (
      select id, created_at, row_number() over (partition by owner order by created_at, id) as turn
      from fresh where owner is not null
    ), next as (
      select s.id from ocean_shipments s join ranked r on r.id = s.id
      where ${due}
      order by r.turn, r.created_at, r.id
      limit ${limit}
      for update of s skip locked
    )
    update ocean_shipments set next_refresh_at = ${leaseUntil}::timestamptz
    from next where ocean_shipments.id = next.id
    returning ocean_shipments.id, ocean_shipments.carrier_code`);
  return rowsOf<{ id: string; carrier_code: string }>(rows).map((row) => ({
    id: row.id,
    carrierCode: row.carrier_code,
  }));
}
