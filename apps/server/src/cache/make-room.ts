/**
 * Makes room in a bounded in-memory cache before an insert: when `map` holds `max` entries or
 * more, drops the oldest tenth (a Map iterates in insertion order), at least one, and never leaves
 * more than `max - 1` (a map filled past its bound shrinks back under it). A tenth at once keeps
 * eviction off the common path, instead of one deletion per insert once full.
 */
export function makeRoom<K, V>(map: Map<K, V>, max: number): void {
  if (map.size < max) return;
  let drop = Math.max(1, Math.floor(max / 10), map.size - max + 1);
  for (const key of map.keys()) {
    map.delete(key);
    if (--drop === 0) break;
  }
}
