import type { Database } from '../../db/database.js';
import { countCallsTogether } from './count-calls-together.js';
import { countCallInMemory } from './memory-call-counts.js';

export interface CallCount {
  /** Calls of this key in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Counts one API call of `key` (a hashed token or an IP) in the table every replica shares, so N
 * API processes allow RATE_LIMIT_MAX calls per window between them, not N times as many; calls
 * that come together share a statement (count-calls-together.ts). PGlite has one process, so its
 * count is kept in memory (memory-call-counts.ts).
 */
export async function countApiCall(db: Database, { key, windowMs }: { key: string; windowMs: number }) {
  if (db.driver === 'pglite') return countCallInMemory(db, key, windowMs);
  return countCallsTogether(db, key, windowMs);
}
