import { makeRoom } from '../../cache/make-room.js';
import type { CappedTotal } from './capped-count.js';

/**
 * Counts of subscription lists, kept until the subscriptions they count change. Counting a big
 * organisation's matches (up to 10,001 index entries) cost more than everything else of a list
 * call, and it is the same figure on every page turn of the same filters. The database's
 * statement trigger names each organisation (or 'guest:<id>') whose subscriptions a statement
 * changed, in any process (migration 0011); `invalidate` then bumps that owner's generation,
 * and entries of an older generation are never returned. Notices are best effort (lost while a
 * listener reconnects), so an entry also expires after `ttlMs`: a missed notice costs a few
 * seconds of a stale total, never a stale page (pages are always read).
 */
export interface ListCountCache {
  /** The owner's current generation: read before counting, passed to `set`. */
  generation(owner: string): number;
  get(owner: string, filterKey: string): CappedTotal | undefined;
  /** Stores a count taken at `generation`; dropped at once if the owner changed meanwhile. */
  set(owner: string, filterKey: string, generation: number, value: CappedTotal): void;
  invalidate(owner: string): void;
  /**
   * Forgets everything, counts in flight included (a listener that reconnected may have missed
   * notices).
   */
  clear(): void;
  /** Owners whose generation is remembered (bounded by `maxOwners`). */
  readonly owners: number;
}

interface Entry {
  value: CappedTotal;
  generation: number;
  expiresAtMs: number;
}

export function createListCountCache({
  ttlMs = 30_000,
  maxEntries = 10_000,
  maxOwners = 50_000,
  now = Date.now,
}: {
  ttlMs?: number;
  maxEntries?: number;
  /** Owners whose generation is remembered; past it all are forgotten at once (see `forgetAll`). */
  maxOwners?: number;
  now?: () => number;
} = {}): ListCountCache {
  const entries = new Map<string, Entry>();
  // Generations come from one counter, so a forgotten owner's next generation (`floor`) is still
  // newer than any a count in flight read: dropping the map never lets a stale count in. Without
  // that, every guest whose list ever changed would stay in the map for the life of the process.
  const generations = new Map<string, number>();
  let counter = 0;
  let floor = 0;
  const keyOf = (owner: string, filterKey: string) => `${owner}\n${filterKey}`;
  const generation = (owner: string) => generations.get(owner) ?? floor;
  const forgetAll = () => {
    entries.clear();
    generations.clear();
    counter += 1;
    floor = counter;
  };
  return {
    get owners() {
      return generations.size;
    },
    generation,
    get(owner, filterKey) {
      const key = keyOf(owner, filterKey);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.generation !== generation(owner) || now() >= entry.expiresAtMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(owner, filterKey, at, value) {
      if (at !== generation(owner)) return;
      makeRoom(entries, maxEntries);
      entries.set(keyOf(owner, filterKey), { value, generation: at, expiresAtMs: now() + ttlMs });
    },
    invalidate(owner) {
      if (generations.size >= maxOwners) forgetAll();
      counter += 1;
      generations.set(owner, counter);
    },
    clear: forgetAll,
  };
}
