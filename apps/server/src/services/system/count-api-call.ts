import type { Database } from '../../db/database.js';

export interface CallCount {
  /** Calls of this key in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

// Fixed windows on the database's clock (one clock for every replica): the row is reset when a
// call falls in a later window than the one it counts. One statement, one row per key.
const COUNT_CALL = `
insert into rate_limit_counters as c (key, window_start, hits)
values ($1, floor(extract(epoch from clock_timestamp()) * 1000 / $2::bigint)::bigint * $2::bigint, 1)
on conflict (key) do update
  set hits = case when c.window_start = excluded.window_start then c.hits + 1 else 1 end,
      window_start = excluded.window_start
returning hits, window_start + $2::bigint - floor(extract(epoch from clock_timestamp()) * 1000)::bigint as ttl_ms`;

/**
 * Counts one API call of `key` (a hashed token or an IP) in the table every replica shares, so N
 * API processes allow RATE_LIMIT_MAX calls per window between them, not N times as many.
 */
export async function countApiCall(db: Database, { key, windowMs }: { key: string; windowMs: number }) {
  const { rows } = await db.executeSql(COUNT_CALL, [key, windowMs]);
  const row = rows[0];
  if (!row) throw new Error('rate limit counter: no row returned');
  return { hits: Number(row.hits), ttlMs: Math.max(0, Number(row.ttl_ms)) } satisfies CallCount;
}
