import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import type { StaleThresholds } from './stale-reason-of.js';

const HOUR_MS = 3_600_000;

/**
 * The next `limit` shipments (by id, after `after`) that may have gone stale: under way, not in
 * a stale episode, subscribed by someone, and silent past the threshold or with a departure or
 * arrival overdue on a subscription's list columns (copied from the view). Each part is an index
 * range (ocean_shipments_silence_idx, ocean_subscriptions_departure_due_idx / _arrival_due_idx),
 * so a run reads the few candidates, not every open shipment. A pre-filter: staleReasonOf judges
 * each from its view under the row lock (record-stale-data.ts).
 */
export async function findStaleShipments({
  db,
  now,
  thresholds,
  after,
  limit,
}: {
  db: Database;
  now: Date;
  thresholds: StaleThresholds;
  after: string;
  limit: number;
}): Promise<string[]> {
  const silentBefore = new Date(now.getTime() - thresholds.silenceHours * HOUR_MS).toISOString();
  const overdueBefore = new Date(now.getTime() - thresholds.overdueHours * HOUR_MS).toISOString();
  const open = sql`sh.completed = false and sh.stale_since is null and sh.status <> 'CANCELLED'
    and sh.id > ${after}::uuid`;
  const rows = rowsOf<{ id: string }>(
    await db.orm.execute(sql`
      select sh.id from ocean_shipments sh
      where ${open} and coalesce(sh.last_refreshed_at, sh.created_at) <= ${silentBefore}::timestamptz
        -- A sub-select with LIMIT, not EXISTS: the planner cannot turn it into a join that reads
        -- every subscription; it is one index probe per silent shipment.
        and (select true from ocean_subscriptions s where s.shipment_id = sh.id and s.deleted_at is null limit 1)
      union
      select sh.id from ocean_subscriptions s join ocean_shipments sh on sh.id = s.shipment_id
      where s.atd is null and s.deleted_at is null and s.etd <= ${overdueBefore}::timestamptz and ${open}
      union
      select sh.id from ocean_subscriptions s join ocean_shipments sh on sh.id = s.shipment_id
      where s.ata is null and s.deleted_at is null and s.eta <= ${overdueBefore}::timestamptz and ${open}
      order by 1
      limit ${limit}`),
  );
  return rows.map((r) => r.id);
}
