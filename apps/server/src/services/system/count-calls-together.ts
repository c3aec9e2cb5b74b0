import type { Database } from '../../db/database.js';
import type { CallCount } from './count-api-call.js';

/** Keys one statement counts at most; a longer queue goes in several. */
const MAX_KEYS_PER_STATEMENT = 500;

// countApiCall's rule (a window opens at a key's first call and lasts windowMs, on the database's
// clock) for several keys at once, each with its number of calls. Keys in order, so two replicas
// counting the same keys lock their rows in the same order and never deadlock.
const NOW_MS = 'floor(extract(epoch from clock_timestamp()) * 1000)::bigint';
const COUNT_CALLS = `
insert into rate_limit_counters as c (key, window_start, hits)
select k.key, ${NOW_MS}, k.n from unnest($1::text[], $2::int[]) as k(key, n) order by k.key
on conflict (key) do update
  set hits = case when c.window_start + $3::bigint > excluded.window_start
        then c.hits + excluded.hits else excluded.hits end,
      window_start = case when c.window_start + $3::bigint > excluded.window_start
        then c.window_start else excluded.window_start end
returning key, hits, window_start + $3::bigint - ${NOW_MS} as ttl_ms`;

interface Waiter {
  resolve: (count: CallCount) => void;
  reject: (err: unknown) => void;
}

/** Calls waiting for the next statement, by window length, then by key in arrival order. */
type Queue = Map<number, Map<string, Waiter[]>>;

interface Counter {
  queue: Queue;
  sending: boolean;
}

const countersOf = new WeakMap<Database, Counter>();

/**
 * Counts one call of `key` in the counters table every replica shares, in as few statements as
 * the load allows (a group commit): the first call goes at once; the calls that come while a
 * statement is in flight wait for it and go together in the next, one row per key with its
 * number of calls. A quiet server therefore waits no longer than before, and a busy one sends
 * one statement per round trip instead of one per call (the rate limiter's upsert was half the
 * statements of the API's hot calls). Every call still gets its exact count: the key's total
 * after the statement, less the calls of that key queued after it.
 */
export function countCallsTogether(db: Database, key: string, windowMs: number): Promise<CallCount> {
  let counter = countersOf.get(db);
  if (!counter) {
    counter = { queue: new Map(), sending: false };
    countersOf.set(db, counter);
  }
  const target = counter;
  const promise = new Promise<CallCount>((resolve, reject) => {
    let byKey = target.queue.get(windowMs);
    if (!byKey) {
      byKey = new Map();
      target.queue.set(windowMs, byKey);
    }
    const waiters = byKey.get(key);
    if (waiters) waiters.push({ resolve, reject });
    else byKey.set(key, [{ resolve, reject }]);
  });
  if (!target.sending) void sendQueued(db, target);
  return promise;
}

async function sendQueued(db: Database, counter: Counter): Promise<void> {
  counter.sending = true;
  try {
    while (counter.queue.size > 0) {
      const queue = counter.queue;
      counter.queue = new Map();
      const statements: Promise<void>[] = [];
      for (const [windowMs, byKey] of queue) {
        const keys = [...byKey.keys()].sort();
        for (let at = 0; at < keys.length; at += MAX_KEYS_PER_STATEMENT) {
          statements.push(countKeys(db, windowMs, keys.slice(at, at + MAX_KEYS_PER_STATEMENT), byKey));
        }
      }
      await Promise.all(statements);
    }
  } finally {
    counter.sending = false;
  }
}

/** One statement for these keys; settles every waiter of them (never throws). */
async function countKeys(
  db: Database,
  windowMs: number,
  keys: readonly string[],
  byKey: ReadonlyMap<string, readonly Waiter[]>,
): Promise<void> {
  const waitersOf = (key: string) => byKey.get(key) ?? [];
  try {
    const { rows } = await db.executeSql(COUNT_CALLS, [keys, keys.map((k) => waitersOf(k).length), windowMs]);
    const totals = new Map(rows.map((r) => [String(r.key), r]));
    for (const key of keys) {
      const row = totals.get(key);
      const waiters = waitersOf(key);
      if (!row) {
        for (const w of waiters) w.reject(new Error('rate limit counter: no row returned'));
        continue;
      }
      const first = Number(row.hits) - waiters.length + 1;
      const ttlMs = Math.max(0, Number(row.ttl_ms));
      waiters.forEach((w, i) => {
        w.resolve({ hits: first + i, ttlMs });
      });
    }
  } catch (err) {
    for (const key of keys) for (const w of waitersOf(key)) w.reject(err);
  }
}
