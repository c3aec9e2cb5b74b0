import type { PortDirectory, ScheduleSearchLog } from '@tracklane/domain';
import { desc, sql } from 'drizzle-orm';
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
  await db.orm
    .insert(scheduleSearchLogs)
    .values({ organizationId: caller.organizationId, subject: caller.subject, ...search, searchedAt: now })
    .onConflictDoUpdate({
      target: [scheduleSearchLogs.subject, scheduleSearchLogs.polCode, scheduleSearchLogs.podCode],
      set: {
        etd: sql`excluded.etd`,
        eta: sql`excluded.eta`,
        weeksOut: sql`excluded.weeks_out`,
        isTransit: sql`excluded.is_transit`,
        searchedAt: sql`excluded.searched_at`,
      },
    });
  await db.executeSql(
    `delete from schedule_search_logs where subject = $1 and id not in (
      select id from schedule_search_logs where subject = $1 order by searched_at desc limit ${SEARCH_LOG_KEEP})`,
    [caller.subject],
  );
}

/** GET /vessel2/schedule/log/userLogs: the caller's newest searches. */
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
    .limit(size);
  return rows.map((r) => ({
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
