import type { Database } from '../../db/database.js';
import { deleteStaleMemoryCounts } from './memory-call-counts.js';

/**
 * Deletes the call counters whose window ended a while ago (their next call starts from one
 * anyway), so the table holds the recent callers, not every IP ever seen. At least a minute old:
 * a process with a shorter window must not reset another's longer one (tests mix them).
 */
export async function deleteStaleCallCounts(db: Database, { windowMs }: { windowMs: number }) {
  const olderThanMs = Math.max(windowMs, 60_000);
  if (db.driver === 'pglite') return deleteStaleMemoryCounts(db, olderThanMs);
  await db.executeSql(
    'delete from rate_limit_counters where window_start < floor(extract(epoch from clock_timestamp()) * 1000)::bigint - $1::bigint',
    [olderThanMs],
  );
}
