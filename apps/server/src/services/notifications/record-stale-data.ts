import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { oceanReminders } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';
import type { TxFollowUp } from '../ocean/store-tracking-batch.js';
import { findStaleShipments } from './find-stale-shipments.js';
import type { StaleThresholds } from './stale-reason-of.js';
import { type StaleRow, staleReasonOfRow } from './stale-row.js';

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Starts the stale-data episodes of shipments whose data went stale (staleReasonOf): for each, in
 * one transaction per batch, `stale_since` is set, one DATA_STALE reminder written (old value the
 * last carrier update or null, new value now, the overdue milestone's port or '') and the
 * notifications' fan-out queued, exactly as a refresh records a date change. A kill before the
 * commit leaves nothing, so the next run does it again; after it, the episode is recorded and is
 * not recorded again until endStaleEpisodes saw fresh data. Rows a refresh holds are skipped (SKIP
 * LOCKED) and judged on the next run. Answers how many episodes it started.
 */
export async function recordStaleData({
  db,
  now,
  thresholds,
  datesChanged,
  batchSize = 100,
}: {
  db: Database;
  now: Date;
  thresholds: StaleThresholds;
  /** The fan-out, queued through the transaction (jobs/notifications-fan-out.ts). */
  datesChanged: TxFollowUp;
  batchSize?: number;
}): Promise<{ recorded: number }> {
  let recorded = 0;
  let after = FIRST_ID;
  for (;;) {
    const ids = await findStaleShipments({ db, now, thresholds, after, limit: batchSize });
    if (ids.length === 0) break;
    recorded += await db.orm.transaction(async (tx) => {
      // Judged again under the lock from the view itself: the pre-filter read list columns, and
      // a refresh may have committed since.
      const rows = rowsOf<StaleRow>(
        await tx.execute(sql`
          select sh.id, sh.view, sh.completed, sh.last_refreshed_at, sh.created_at
          from ocean_shipments sh
          where sh.id = any(${sql.param(ids)}::uuid[]) and sh.stale_since is null
            and exists (select 1 from ocean_subscriptions s where s.shipment_id = sh.id and s.deleted_at is null)
          order by sh.id
          for update of sh skip locked`),
      );
      const stale = rows.flatMap((row) => {
        const { reason, lastRefreshedAt } = staleReasonOfRow(row, now, thresholds);
        return reason
          ? [
              {
                id: row.id,
                lastRefreshedAt,
                ...(reason.kind === 'overdue'
                  ? { portCode: reason.portCode, code: reason.code, placeRole: reason.placeRole }
                  : { portCode: '', code: null, placeRole: null }),
              },
            ]
          : [];
      });
      if (stale.length === 0) return 0;
      await tx.execute(sql`
        update ocean_shipments set stale_since = ${now.toISOString()}::timestamptz
        where id = any(${sql.param(stale.map((s) => s.id))}::uuid[])`);
      await tx.insert(oceanReminders).values(
        stale.map((s) => ({
          shipmentId: s.id,
          type: 'DATA_STALE' as const,
          oldValue: s.lastRefreshedAt?.toISOString() ?? null,
          newValue: now.toISOString(),
          portCode: s.portCode,
          code: s.code,
          placeRole: s.placeRole,
          recordedAt: now,
        })),
      );
      for (const s of stale) await datesChanged(s.id, tx);
      return stale.length;
    });
    after = ids[ids.length - 1] as string;
    if (ids.length < batchSize) break;
  }
  return { recorded };
}
