import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { loadReferenceData } from '../../reference/load-reference-data.js';
import { guestCaller } from '../../test/auth.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { scheduleNotices } from './__fixtures__/schedule-notices.js';
import { HOUR, storeTinyWorld, tinyWorld } from './__fixtures__/tiny-world.js';
import { indexCandidates } from './index-candidates.js';
import { loadScheduleIndex, type ScheduleIndex } from './schedule-index.js';
import {
  closeScheduleIndex,
  createScheduleIndexSource,
  SCHEDULES_CHANGED_CHANNEL,
  type ScheduleIndexSource,
} from './schedule-index-source.js';
import { searchP2p } from './search-p2p.js';
import { storeSchedules } from './store-schedules.js';

/**
 * The process's schedule index over time: rebuilt on a notice from any connection, on the age
 * bound without one, one build at a time, swapped only when complete; the ingest announces its
 * changes. On the tiny world, where Shanghai → Rotterdam is A03W, T01W, A05W.
 */
const { ports, carriers } = loadReferenceData();
let ctx: TestContext;
let base: number;
const sources: ScheduleIndexSource[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  base = Math.floor(Date.now() / HOUR) * HOUR;
  await storeTinyWorld(ctx.database, ports, base);
});
afterEach(async () => {
  for (const s of sources.splice(0)) await s.close();
  await closeScheduleIndex(ctx.database);
});
afterAll(() => ctx?.cleanup());

const source = (options: Parameters<typeof createScheduleIndexSource>[1]) => {
  const s = createScheduleIndexSource(ctx.database, options);
  sources.push(s);
  return s;
};

const SHA = ports.get('CNSHA')?.code as string;
/** The direct voyages Shanghai → Rotterdam an index holds from now on. */
const direct = (index: ScheduleIndex) =>
  indexCandidates(index)
    .directLegs({ pol: SHA, pod: 'NLRTM', from: base, to: base + 8 * 7 * 86_400_000, carriers: null })
    .map((l) => index.voyages.get(l.voyageId)?.row.voyage_number)
    .sort();

/** Shanghai → Rotterdam as a new guest sees it, first page. */
const searchPage = () =>
  searchP2p({
    db: ctx.database,
    caller: guestCaller(),
    query: { polCode: 'CNSHA', podCode: 'NLRTM', weeksOut: 8, sortBy: 'etd', pageNum: 1, pageSize: 10 },
    ports,
    carriers,
    language: 'en',
    now: new Date(base),
  });
/** The voyages of that page, in order. */
const search = async () => (await searchPage()).list.map((s) => s.voyage);

/** Omits (or restores) T01W's Rotterdam call by plain SQL, with no notice. */
const omitT01 = (omitted: boolean) =>
  ctx.database.executeSql(
    `update schedule_calls set status = $1 where transport_call_reference = 'T01W-NLRTM-2'`,
    [omitted ? 'OMITTED' : 'SCHEDULED'],
  );

/** Runs SQL on another connection (PostgreSQL); PGlite has only the one. */
async function onAnotherConnection(db: Database, text: string, values: unknown[]): Promise<void> {
  const url = ctx.testDb.env.DATABASE_URL;
  if (!url) {
    await db.executeSql(text, values);
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

function deferred() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Whether `promise` is still pending after the loop has had time to settle it. */
async function pending(promise: Promise<unknown>): Promise<boolean> {
  const marker = Symbol('pending');
  const first = await Promise.race([promise, new Promise((r) => setTimeout(() => r(marker), 100))]);
  return first === marker;
}

describe('the schedule index of a process', () => {
  it('reloads on a notice from another connection: a write by SQL changes the search', async () => {
    expect(await search()).toEqual(['A03W', 'T01W', 'A05W']);
    // Without a notice the search keeps answering from its index …
    await omitT01(true);
    expect(await search()).toEqual(['A03W', 'T01W', 'A05W']);
    // … and after one, sent by whoever wrote (here, another connection), from a new one.
    await onAnotherConnection(ctx.database, 'select pg_notify($1, $2)', [
      SCHEDULES_CHANGED_CHANNEL,
      'writer',
    ]);
    await expect.poll(search, { timeout: 10_000 }).toEqual(['A03W', 'A05W']);
    await onAnotherConnection(
      ctx.database,
      `with w as (update schedule_calls set status = 'SCHEDULED' where transport_call_reference = 'T01W-NLRTM-2')
        select pg_notify($1, $2)`,
      [SCHEDULES_CHANGED_CHANNEL, 'writer'],
    );
    await expect.poll(search, { timeout: 10_000 }).toEqual(['A03W', 'T01W', 'A05W']);
  });

  it('rebuilds past the age bound without a notice: in the background from 4/5 of it, waiting past it', async () => {
    let clock = 0;
    const s = source({ maxAgeMs: 1000, now: () => clock });
    const first = await s.current();
    expect(direct(first)).toEqual(['A03W', 'A05W', 'T01W']);
    await omitT01(true);
    clock = 700;
    expect(await s.current()).toBe(first);
    expect(s.builds).toBe(1);
    // Past 800 ms the search is still answered at once, and a new index is read meanwhile.
    clock = 850;
    expect(await s.current()).toBe(first);
    await expect.poll(() => s.builds).toBe(2);
    const second = await s.current();
    expect(second).not.toBe(first);
    expect(direct(second)).toEqual(['A03W', 'A05W']);
    // Nobody searched for a while: past the bound the search waits for a new index.
    await omitT01(false);
    clock = 850 + 1000;
    const third = await s.current();
    expect(s.builds).toBe(3);
    expect(direct(third)).toEqual(['A03W', 'A05W', 'T01W']);
  });

  it('never serves a half-built index: the old one answers until the new one is whole, then the swap', async () => {
    let gate = deferred();
    gate.open();
    let loads = 0;
    let failures = 0;
    const errors: unknown[] = [];
    let clock = 0;
    const s = source({
      maxAgeMs: 60_000,
      now: () => clock,
      onError: (err) => errors.push(err),
      load: async (db) => {
        loads += 1;
        const index = await loadScheduleIndex(db);
        await gate.promise;
        if (failures > 0) {
          failures -= 1;
          throw new Error('lost the connection mid-read');
        }
        return index;
      },
    });
    const first = await s.current();

    // A rebuild in the background (age past 4/5 of the bound) is not waited for.
    gate = deferred();
    clock = 50_000;
    expect(await s.current()).toBe(first);
    expect(loads).toBe(2);
    gate.open();
    await expect.poll(() => s.builds).toBe(2);
    const second = await s.current();
    expect(second).not.toBe(first);

    // After a change is heard of, searches wait for the one build that reads it (not the old
    // index, not a part of the new one), and a change heard during that build is read again.
    gate = deferred();
    s.changed();
    const waiting = [s.current(), s.current(), s.current()];
    expect(await pending(Promise.race(waiting))).toBe(true);
    await omitT01(true);
    s.changed();
    const later = s.current();
    gate.open();
    const [a, b, c] = await Promise.all(waiting);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(a).not.toBe(second);
    const read = await later;
    expect(direct(read)).toEqual(['A03W', 'A05W']);
    expect(loads).toBe(4);
    await omitT01(false);

    // A rebuild that fails in the background leaves the whole previous index answering …
    failures = 1;
    clock = 100_000;
    expect(await s.current()).toBe(read);
    await expect.poll(() => errors.length).toBe(1);
    // (and is not tried again at once)
    expect(await s.current()).toBe(read);
    expect(loads).toBe(5);
    // … and a search that needs a new one (a change was heard of) gets the error; the next
    // search builds again.
    failures = 1;
    s.changed();
    await expect(s.current()).rejects.toThrow('lost the connection');
    await expect.poll(() => errors.length).toBe(2);
    const after = await s.current();
    expect(after).not.toBe(read);
    expect(direct(after)).toEqual(['A03W', 'A05W', 'T01W']);
    expect(after.calls).toBe((await loadScheduleIndex(ctx.database)).calls);
  });

  it('counts a change of its own once, whichever way it arrives first; others each time', async () => {
    const s = source({});
    await s.current();
    const settled = async (builds: number) => {
      await expect.poll(() => s.builds).toBe(builds);
      await new Promise((r) => setTimeout(r, 200));
      expect(s.builds).toBe(builds);
    };
    s.ownChange('commit-first');
    s.changed('commit-first');
    s.changed('commit-first');
    await settled(2);
    s.ownChange('notice-first');
    s.changed('notice-first');
    s.changed('notice-first');
    await settled(3);
    // Two notices of another process, the second while the first one's build runs: read again.
    s.changed('elsewhere');
    s.changed('elsewhere');
    await settled(5);
  });

  it('the ingest announces what it changed, once, and nothing when nothing changed; this process sees it at once', async () => {
    const notices = await scheduleNotices(ctx.database);
    try {
      expect(await search()).toEqual(['A03W', 'T01W', 'A05W']);
      await storeSchedules({
        db: ctx.database,
        voyages: tinyWorld(base, ports),
        source: 'test',
        now: new Date(),
      });
      expect(await notices.take()).toEqual([]);
      // Every plan an hour later: the next search here reads it without waiting for the notice.
      await storeSchedules({
        db: ctx.database,
        voyages: tinyWorld(base + HOUR, ports),
        source: 'test',
        now: new Date(),
      });
      const page = await searchPage();
      expect(page.list[0]?.etd).toBe(new Date(base + 6 * 86_400_000 + 11 * HOUR).toISOString());
      expect(await notices.take()).toHaveLength(1);
    } finally {
      await notices.stop();
      await storeSchedules({
        db: ctx.database,
        voyages: tinyWorld(base, ports),
        source: 'test',
        now: new Date(),
      });
    }
  });
});
