import type { Database } from '../../db/database.js';
import { countCallInMemory } from './memory-call-counts.js';

export interface CallCount {
  /** Calls of this key in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

// A window opens at a key's first call and lasts windowMs (as @fastify/rate-limit's own store
// does), on the database's clock, the one clock every replica shares; a call after it ends
// opens the next. One statement, one row per key.
const NOW_MS = 'floor(extract(epoch from clock_timestamp()) * 1000)::bigint';
const COUNT_CALL = `
insert into rate_limit_counters as c (key, window_start, hits)
values ($1, ${NOW_MS}, 1)
on conflict (key) do update
  set hits = case when c.window_start + $2::bigint > excluded.window_start then c.hits + 1 else 1 end,
      window_start = case when c.window_start + $2::bigint > excluded.window_start
        then c.window_start else excluded.window_start end
returning hits, window_start + $2::bigint - ${NOW_MS} as ttl_ms`;

/**
 * Counts one API call of `key` (a hashed token or an IP) in the table every replica shares, so N
 * API processes allow RATE_LIMIT_MAX calls per window between them, not N times as many. PGlite
 * has one process, so its count is kept in memory (memory-call-counts.ts).
 */
export async function countApiCall(db: Database, { key, windowMs }: { key: string; windowMs: number }) {
  if (db.driver === 'pglite') return countCallInMemory(db, key, windowMs);
  const { rows } = await db.executeSql(COUNT_CALL, [key, windowMs]);
  const row = rows[0];
  if (!row) throw new Error('rate limit counter: no row returned');
  return { hits: Number(row.hits), ttlMs: Math.max(0, Number(row.ttl_ms)) } satisfies CallCount;
}
