import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { createTestContext, type TestContext } from '../test/test-app.js';
import { defineJob } from './define-job.js';
import { JOBS } from './index.js';
import { jobConcurrency, startJobQueue } from './job-queue.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.cleanup());

describe('jobConcurrency', () => {
  it("sizes each kind from the cores, takes JOB_CONCURRENCY's overrides and refuses an unknown kind", () => {
    const two = jobConcurrency(JOBS, {}, 2);
    const eight = jobConcurrency(JOBS, {}, 8);
    expect(two.get('ocean.first-polls')).toBe(2);
    expect(eight.get('ocean.first-polls')).toBe(8);
    expect(two.get('exports.build')).toBe(2);
    expect(eight.get('exports.build')).toBe(4);
    // Scheduled housekeeping stays one at a time.
    expect(eight.get('ocean.dispatch')).toBe(1);
    expect(jobConcurrency(JOBS, { 'exports.build': 1 }, 8).get('exports.build')).toBe(1);
    expect(() => jobConcurrency(JOBS, { 'exports.bild': 1 }, 8)).toThrow(
      /JOB_CONCURRENCY names exports.bild/,
    );
  });
});

describe('a job kind with a concurrency of 3', () => {
  it('runs three of its jobs at once in one process', async () => {
    let running = 0;
    let most = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const threeWide = defineJob({
      name: 'test.three-wide',
      payload: z.object({ n: z.number() }),
      retry: { limit: 0, delaySeconds: 1, backoff: false },
      expireInSeconds: 60,
      concurrency: () => 3,
      loadHandler: async () => ({
        default: async () => {
          running++;
          most = Math.max(most, running);
          if (running === 3) release();
          await gate;
          running--;
        },
      }),
    });
    const queue = await startJobQueue({
      db: ctx.database,
      log: (await ctx.app()).log,
      jobs: [threeWide],
      roles: { schedule: false, work: true },
    });
    try {
      for (let n = 0; n < 4; n++) await queue.send(threeWide, { n });
      // One worker would run them one by one and never open the gate (the test would time out).
      await gate;
      expect(most).toBe(3);
    } finally {
      release();
      await queue.stop(10_000);
    }
  });
});

describe('a job kind with a fetch batch of 5', () => {
  it('runs jobs waiting together as one run of their merged payloads, and fails them together', async () => {
    const runs: number[][] = [];
    const batched = defineJob({
      name: 'test.batched',
      payload: z.union([z.object({ n: z.number() }), z.object({ ns: z.array(z.number()) })]),
      retry: { limit: 1, delaySeconds: 1, backoff: false },
      expireInSeconds: 60,
      fetchBatch: {
        size: 5,
        merge: (payloads) => ({ ns: payloads.flatMap((p) => ('ns' in p ? p.ns : [p.n])) }),
      },
      loadHandler: async () => ({
        default: async (payload) => {
          const ns = 'ns' in payload ? payload.ns : [payload.n];
          runs.push([...ns].sort((a, b) => a - b));
          // The first run fails: its jobs are retried, together again.
          if (runs.length === 1) throw new Error('first run fails');
        },
      }),
    });
    const queue = await startJobQueue({
      db: ctx.database,
      log: (await ctx.app()).log,
      jobs: [batched],
      roles: { schedule: false, work: true },
      pollingIntervalSeconds: 1,
    });
    try {
      // Queued in one transaction, they are all there at the first fetch.
      await ctx.database.orm.transaction(async (tx) => {
        for (let n = 0; n < 7; n++) await queue.send(batched, { n }, { within: tx });
      });
      const deadline = Date.now() + 20_000;
      const done = () => runs.slice(1).flat().length >= 7;
      while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(runs[0]).toHaveLength(5);
      // Every job ran once more after the failed run, none more than that, in runs of at most 5.
      expect(
        runs
          .slice(1)
          .flat()
          .sort((a, b) => a - b),
      ).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(runs.every((r) => r.length <= 5)).toBe(true);
    } finally {
      await queue.stop(10_000);
    }
  });
});

describe('a full fetch of a batching kind', () => {
  it('starts another worker on the jobs still waiting, not at its next poll', async () => {
    let running = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const kind = defineJob({
      name: 'test.full-fetch',
      payload: z.object({ ns: z.array(z.number()) }),
      retry: { limit: 0, delaySeconds: 1, backoff: false },
      expireInSeconds: 60,
      concurrency: () => 2,
      wakeOnCommit: true,
      fetchBatch: { size: 2, merge: (payloads) => ({ ns: payloads.flatMap((p) => p.ns) }) },
      loadHandler: async () => ({
        default: async () => {
          running++;
          if (running === 2) release();
          await gate;
          running--;
        },
      }),
    });
    const queue = await startJobQueue({
      db: ctx.database,
      log: (await ctx.app()).log,
      jobs: [kind],
      roles: { schedule: false, work: true },
      // Idle workers would find the jobs only after this long.
      pollingIntervalSeconds: 60,
    });
    try {
      // Both workers have made their first (empty) fetch and now wait out the interval.
      await new Promise((r) => setTimeout(r, 1_000));
      // One commit, one NOTIFY: it wakes one worker; its full fetch must wake the other, or the
      // gate never opens (the test times out).
      await ctx.database.orm.transaction(async (tx) => {
        for (let n = 0; n < 4; n++) await queue.send(kind, { ns: [n] }, { within: tx });
      });
      await gate;
    } finally {
      release();
      await queue.stop(10_000);
    }
  }, 20_000);
});

describe('a job queued in a transaction', () => {
  it('starts at the commit when its kind wakes on commit, not at the next poll', async () => {
    const ran: string[] = [];
    const kind = (name: string, wakeOnCommit: boolean) =>
      defineJob({
        name,
        payload: z.object({}),
        retry: { limit: 0, delaySeconds: 1, backoff: false },
        expireInSeconds: 60,
        wakeOnCommit,
        loadHandler: async () => ({
          default: async () => {
            ran.push(name);
          },
        }),
      });
    const eager = kind('test.eager', true);
    const patient = kind('test.patient', false);
    const queue = await startJobQueue({
      db: ctx.database,
      log: (await ctx.app()).log,
      jobs: [eager, patient],
      roles: { schedule: false, work: true },
      // Idle workers would find the jobs only after this long.
      pollingIntervalSeconds: 60,
    });
    try {
      // Both workers have made their first (empty) fetch and now wait out the interval.
      await new Promise((r) => setTimeout(r, 1_000));
      await ctx.database.orm.transaction(async (tx) => {
        await queue.send(eager, {}, { within: tx });
        await queue.send(patient, {}, { within: tx });
        await new Promise((r) => setTimeout(r, 300));
        expect(ran).toEqual([]);
      });
      const deadline = Date.now() + 15_000;
      while (!ran.includes('test.eager') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(ran).toEqual(['test.eager']);
    } finally {
      await queue.stop(10_000);
    }
  });
});

describe('stopping a queue', () => {
  it("waits for the statements pg-boss fires after a job's run, so none reaches a closed database", async () => {
    // Slow statements, as on a busy database: pg-boss's un-awaited complete() is still running
    // when its own stop() returns.
    let running = 0;
    const slow: Database = Object.create(ctx.database);
    slow.executeSql = async (text, values) => {
      running++;
      try {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return await ctx.database.executeSql(text, values);
      } finally {
        running--;
      }
    };
    let ran: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      ran = resolve;
    });
    const once = defineJob({
      name: 'test.once',
      payload: z.object({}),
      retry: { limit: 0, delaySeconds: 1, backoff: false },
      expireInSeconds: 60,
      loadHandler: async () => ({ default: async () => ran() }),
    });
    const queue = await startJobQueue({
      db: slow,
      log: (await ctx.app()).log,
      jobs: [once],
      roles: { schedule: false, work: true },
    });
    await queue.send(once, {});
    await done;
    await queue.stop(10_000);
    expect(running).toBe(0);
    const [state] = (await ctx.database.executeSql("SELECT state FROM pgboss.job WHERE name = 'test.once'"))
      .rows;
    expect(state?.state).toBe('completed');
  });
});
