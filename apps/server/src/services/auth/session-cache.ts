import { makeRoom } from '../../cache/make-room.js';

/**
 * Token checks of the last couple of seconds, by session id. Opening a page makes a burst of calls
 * with one token (the list, its facets, the statistics), and each one read the same session row:
 * a PostgreSQL round trip that cost more server CPU than the rest of a small list call.
 *
 * A cached check is never older than the last change a process could know of:
 * - every statement that updates or deletes sessions, users, organisations, permission groups or
 *   API keys sends 'auth_changed' (migration 0013), and `clear` drops everything;
 * - this process hears its own changes before they resolve (Database.listenConsistent), so the
 *   call after a sign-out, a disabled member or a downgrade sees it;
 * - another process's change arrives within the notice's travel time, and a notice lost while a
 *   listener reconnects is bounded by `ttlMs`;
 * - a check read while a change committed is not stored (the generation moved on meanwhile).
 * Failed checks are never cached, and the caller re-tests the session's expiry on every hit.
 */
export interface SessionCache<Row> {
  /** Read before the check's query, handed back to `set`. */
  generation(): number;
  get(sessionId: string): Row | undefined;
  /** Keeps a check read at `generation`; dropped at once if anything changed since. */
  set(sessionId: string, generation: number, row: Row): void;
  /** Forgets every check: something a check reads has changed. */
  clear(): void;
  readonly size: number;
}

interface Entry<Row> {
  row: Row;
  expiresAtMs: number;
}

export function createSessionCache<Row>({
  ttlMs = 2_000,
  maxEntries = 10_000,
  now = Date.now,
}: {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
} = {}): SessionCache<Row> {
  const entries = new Map<string, Entry<Row>>();
  let generation = 0;
  return {
    get size() {
      return entries.size;
    },
    generation: () => generation,
    get(sessionId) {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (now() >= entry.expiresAtMs) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.row;
    },
    set(sessionId, at, row) {
      if (at !== generation || ttlMs <= 0) return;
      // Re-inserted, so the insertion order stays the order of freshness.
      entries.delete(sessionId);
      makeRoom(entries, maxEntries);
      entries.set(sessionId, { row, expiresAtMs: now() + ttlMs });
    },
    clear() {
      entries.clear();
      generation += 1;
    },
  };
}
