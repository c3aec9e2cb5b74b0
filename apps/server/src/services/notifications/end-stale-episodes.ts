import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import type { StaleThresholds } from './stale-reason-of.js';
import { type StaleRow, staleReasonOfRow } from './stale-row.js';

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Ends the stale-data episodes of shipments that are no longer stale (staleReasonOf: fresh data
 * arrived, the overdue milestone happened or moved, or the shipment completed): `stale_since`
 * back to null, so going stale again is a new episode with a reminder of its own. Reads only the
 * shipments in an episode (ocean_shipments_stale_idx), in batches. Answers how many ended.
 */
export async function endStaleEpisodes({
  db,
  now,
  thresholds,
  batchSize = 500,
}: {
  db: Database;
  now: Date;
  thresholds: StaleThresholds;
  batchSize?: number;
}): Promise<{ ended: number }> {
  let ended = 0;
  let after = FIRST_ID;
  for (;;) {
    const rows = rowsOf<StaleRow>(
      await db.orm.execute(sql`
        select id, view, completed, last_refreshed_at, created_at from ocean_shipments
        where stale_since is not null and id > ${after}::uuid
        order by id limit ${batchSize}`),
    );
    if (rows.length === 0) break;
    const fresh = rows.filter((row) => staleReasonOfRow(row, now, thresholds).reason === null);
    if (fresh.length > 0) {
      await db.orm.execute(sql`
        update ocean_shipments set stale_since = null
        where id = any(${sql.param(fresh.map((r) => r.id))}::uuid[]) and stale_since is not null`);
      ended += fresh.length;
    }
    after = (rows[rows.length - 1] as StaleRow).id;
    if (rows.length < batchSize) break;
  }
  return { ended };
}
