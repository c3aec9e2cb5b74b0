import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { loadScheduleIndex, type ScheduleIndex } from './schedule-index.js';

/**
 * NOTIFY channel of schedule changes: the ingest (store-schedules.ts) and the AIS matcher
 * (match-ais-times.ts) send one in the transaction that changed what a search shows, from
 * whichever process runs the job (a worker, in a scaled deployment).
 */
export const SCHEDULES_CHANGED_CHANNEL = 'schedules_changed';

/**
 * The oldest index a search reads. Notices are best effort (those sent while a PostgreSQL listener
 * reconnects are lost), so this bounds how long a missed one can go unseen: schedules are ingested
 * hourly, and a sailing page 5 minutes behind after a rare lost notice is within what carriers'
 * own schedule sites show. Past 4/5 of it a search starts a rebuild in the background, so busy
 * processes swap indexes without a search ever waiting; an idle one rebuilds on its next search.
 */
export const SCHEDULE_INDEX_MAX_AGE_MS = 5 * 60_000;

export interface ScheduleIndexSource {
  /**
   * An index built after every change this process had heard of when it was called, and younger
   * than the age bound; waits for a build when the one held is not (one build at a time).
   */
  current(): Promise<ScheduleIndex>;
  /**
   * Schedules changed (a notice, or a write in this process): build a new index. A change of
   * this process's own (`ownChange`) arrives twice with its token, and counts once.
   */
  changed(token?: string): void;
  /** This process is writing a change announced with `token` (its notice and its commit). */
  ownChange(token: string): void;
  close(): Promise<void>;
  /** Indexes built so far (tests and reports). */
  readonly builds: number;
}

interface Built {
  index: ScheduleIndex;
  /** Changes heard of when its snapshot was read. */
  generation: number;
  startedAt: number;
}

export interface ScheduleIndexOptions {
  maxAgeMs?: number;
  now?: () => number;
  load?: (db: Database) => Promise<ScheduleIndex>;
  /**
   * A rebuild in the background failed: the index held is served until it is too old, and the
   * next background rebuild waits a twentieth of the bound (a failing database is not asked
   * again on every search).
   */
  onError?: (err: unknown) => void;
}

/**
 * The process's schedule index over `db`: built on the first search (after listening, so no
 * change slips in between), rebuilt when a change is announced or the bound passes. A build
 * reads a new index while the old one keeps answering, then swaps the reference: a search never
 * sees a half-built index.
 */
export function createScheduleIndexSource(
  db: Database,
  {
    maxAgeMs = SCHEDULE_INDEX_MAX_AGE_MS,
    now = Date.now,
    load = loadScheduleIndex,
    onError = () => {},
  }: ScheduleIndexOptions = {},
): ScheduleIndexSource {
  const refreshAfterMs = (maxAgeMs * 4) / 5;
  let heard = 0;
  let held: Built | undefined;
  let building: Promise<Built> | undefined;
  let listening: Promise<() => Promise<void>> | undefined;
  let closed = false;
  let builds = 0;
  let failedAt = Number.NEGATIVE_INFINITY;

  function build(): Promise<Built> {
    if (building) return building;
    const generation = heard;
    const startedAt = now();
    const attempt = load(db).then((index) => ({ index, generation, startedAt }));
    building = attempt;
    attempt.then(
      (fresh) => {
        building = undefined;
        builds += 1;
        held = fresh;
        // A change announced while it was read may not be in it: read again.
        if (heard > fresh.generation && !closed) build().catch(onError);
      },
      () => {
        building = undefined;
        failedAt = now();
      },
    );
    return attempt;
  }

  /** Tokens of this process's own changes → whether one of their two arrivals came. */
  const own = new Map<string, boolean>();
  function changed(token = ''): void {
    const seen = own.get(token);
    if (seen) {
      own.delete(token);
      return;
    }
    if (seen === false) own.set(token, true);
    heard += 1;
    // Only a process that searches keeps an index up to date.
    if ((held || building) && !closed) build().catch(onError);
  }

  function listen(): Promise<() => Promise<void>> {
    listening ??= db
      .listen(SCHEDULES_CHANGED_CHANNEL, (token) => changed(token))
      .catch((err: unknown) => {
        listening = undefined;
        throw err;
      });
    return listening;
  }

  return {
    get builds() {
      return builds;
    },
    changed,
    ownChange(token) {
      // A rolled-back change or a lost notice leaves its token here: forget them now and then.
      if (own.size >= 64) own.clear();
      own.set(token, false);
    },
    async current() {
      if (closed) throw new Error('schedule index closed');
      await listen();
      const wanted = heard;
      for (;;) {
        const h = held;
        if (h && h.generation >= wanted) {
          const age = now() - h.startedAt;
          if (age < maxAgeMs) {
            if (age >= refreshAfterMs && !building && now() - failedAt >= maxAgeMs / 20)
              build().catch(onError);
            return h.index;
          }
        }
        // A build in flight may have started before the change this search knows of: then the
        // loop waits for the next one.
        const fresh = await build();
        if (fresh.generation >= wanted) return fresh.index;
      }
    },
    async close() {
      closed = true;
      held = undefined;
      const stop = await listening?.catch(() => undefined);
      await stop?.();
    },
  };
}

const sources = new WeakMap<Database, ScheduleIndexSource>();

/** The schedule index of this process over `db` (created on first use; options only then). */
export function scheduleIndexFor(db: Database, options?: ScheduleIndexOptions): ScheduleIndexSource {
  let source = sources.get(db);
  if (!source) {
    source = createScheduleIndexSource(db, options);
    sources.set(db, source);
  }
  return source;
}

/** Stops listening and drops the index (the app closing). */
export async function closeScheduleIndex(db: Database): Promise<void> {
  const source = sources.get(db);
  sources.delete(db);
  await source?.close();
}

/**
 * A change of the schedules, announced by the transaction that makes it: `notify` is its NOTIFY
 * (`pg_notify(channel, token)` inside the transaction; PostgreSQL delivers it at commit, to every process, this one
 * too), and `committed()` (after the commit) makes this process's next search read the change
 * even before that notice arrives over the listener's connection. Both carry one token, so this
 * process builds one new index, not two.
 */
export function scheduleChange(db: Database): { channel: string; token: string; committed(): void } {
  const token = randomUUID();
  sources.get(db)?.ownChange(token);
  return {
    channel: SCHEDULES_CHANGED_CHANNEL,
    token,
    committed: () => sources.get(db)?.changed(token),
  };
}
