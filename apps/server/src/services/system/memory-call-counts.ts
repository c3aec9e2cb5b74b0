import type { Database } from '../../db/database.js';
import type { CallCount } from './count-api-call.js';

interface Window {
  start: number;
  hits: number;
}

/** The counters of each PGlite database, shared by every app on its handle (tests run two). */
const countersOf = new WeakMap<Database, Map<string, Window>>();

function countersFor(db: Database): Map<string, Window> {
  let counters = countersOf.get(db);
  if (!counters) {
    counters = new Map();
    countersOf.set(db, counters);
  }
  return counters;
}

/**
 * countApiCall's rule (a window opens at a key's first call and lasts windowMs) counted in this
 * process. Exact for PGlite, which only one process can open (data-dir-lock.ts): the table would
 * cost every API call a write and a commit to disk for nothing another process could read.
 */
export function countCallInMemory(db: Database, key: string, windowMs: number, now = Date.now()): CallCount {
  const counters = countersFor(db);
  const window = counters.get(key);
  if (!window || window.start + windowMs <= now) {
    counters.set(key, { start: now, hits: 1 });
    return { hits: 1, ttlMs: windowMs };
  }
  window.hits += 1;
  return { hits: window.hits, ttlMs: window.start + windowMs - now };
}

/** deleteStaleCallCounts's rule for the counters in memory. */
export function deleteStaleMemoryCounts(db: Database, olderThanMs: number, now = Date.now()): void {
  const counters = countersOf.get(db);
  if (!counters) return;
  for (const [key, window] of counters) if (window.start < now - olderThanMs) counters.delete(key);
}
