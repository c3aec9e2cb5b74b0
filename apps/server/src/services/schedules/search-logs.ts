import type { PortDirectory, ScheduleSearchLog } from '@tracklane/domain';
import { desc } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { scheduleSearchLogs } from '../../db/schema/index.js';
import { ownerCondition } from './schedule-owner.js';
import { schedulePortOf } from './schedule-rows.js';

/** How many searches a caller's log keeps; older ones are dropped as new pairs come in. */
export const SEARCH_LOG_KEEP = 50;

/** Records a p2p search in the caller's log: one row per POL/POD pair, the newest parameters. */
export async function recordSearchLog({
  db,
  caller,
  search,
  now,
}: {
  db: Database;
  caller: Caller;
  search: {
    polCode: string;
    podCode: string;
    etd: Date | null;
    eta: Date | null;
    weeksOut: number;
    isTransit: boolean | null;
  };
  now: Date;
}): Promise<void> {
  // One round trip: the upsert, and the trim of the caller's other pairs to their newest
  // SEARCH_LOG_KEEP − 1, so with this pair's row the log holds SEARCH_LOG_KEEP whether the pair
  // was new or searched again (the delete sees the log as it was before this statement).
  await db.executeSql(
    `with saved as (
        insert into schedule_search_logs (organization_id, subject, pol_code, pod_code, etd, eta, weeks_out, is_transit, searched_at)
        values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
        on conflict (subject, pol_code, pod_code) do update set etd = excluded.etd, eta = excluded.eta,
          weeks_out = excluded.weeks_out, is_transit = excluded.is_transit, searched_at = excluded.searched_at
        returning id)
      delete from schedule_search_logs where id in (
        select id from schedule_search_logs where subject = $2 and not (pol_code = $3 and pod_code = $4)
        order by searched_at desc offset ${SEARCH_LOG_KEEP - 1})`,
    [
      caller.organizationId,
      caller.subject,
      search.polCode,
      search.podCode,
      search.etd?.toISOString() ?? null,
      search.eta?.toISOString() ?? null,
      search.weeksOut,
      search.isTransit,
      now.toISOString(),
    ],
  );
}

/**
 * GET /vessel2/schedule/log/userLogs: the caller's newest searches, one per pair of ports. Rows
 * are read by the product's codes, so a pair logged under an alias before searches were logged
 * canonically (CNSGH → NLRTM beside CNSHA → NLRTM) is shown once, at its newest.
 */
export async function listSearchLogs({
  db,
  caller,
  size,
  ports,
}: {
  db: Database;
  caller: Caller;
  size: number;
  ports: PortDirectory;
}): Promise<ScheduleSearchLog[]> {
  const rows = await db.orm
    .select()
    .from(scheduleSearchLogs)
    .where(ownerCondition(scheduleSearchLogs, caller))
    .orderBy(desc(scheduleSearchLogs.searchedAt), desc(scheduleSearchLogs.id))
    .limit(SEARCH_LOG_KEEP);
  const seen = new Set<string>();
  const unique = rows.filter((r) => {
    const pair = `${ports.get(r.polCode)?.code ?? r.polCode}>${ports.get(r.podCode)?.code ?? r.podCode}`;
    if (seen.has(pair)) return false;
    seen.add(pair);
    return true;
  });
  return unique.slice(0, size).map((r) => ({
    id: r.id,
    pol: schedulePortOf(r.polCode, ports),
    pod: schedulePortOf(r.podCode, ports),
    etd: r.etd?.toISOString() ?? null,
    eta: r.eta?.toISOString() ?? null,
    weeksOut: r.weeksOut,
    isTransit: r.isTransit,
    searchedAt: r.searchedAt.toISOString(),
  }));
}
