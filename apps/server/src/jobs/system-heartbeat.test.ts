import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarizeHeartbeats } from '../services/system/summarize-heartbeats.js';
import { createTestContext, type TestContext } from '../test/test-app.js';
import { startJobQueue } from './job-queue.js';
import { systemHeartbeat } from './system-heartbeat.js';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext();
  // The embedded deployment: this process schedules and works.
  app = await ctx.app({ env: { TEST_ROUTES: 'true' }, jobs: { schedule: true, work: true } });
  await app.ready();
});
afterAll(() => ctx?.cleanup());

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 15000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('timed out waiting');
}

describe('system.heartbeat job', () => {
  it('is scheduled every minute (UTC) with its retry policy', async () => {
    const rows = await ctx.database.executeSql(
      "select name, cron, timezone, data from pgboss.schedule where name = 'system.heartbeat'",
      [],
    );
    expect(rows.rows).toEqual([
      { name: 'system.heartbeat', cron: '* * * * *', timezone: 'UTC', data: { source: 'cron' } },
    ]);
    const queue = await ctx.database.executeSql(
      'select retry_limit, retry_delay, retry_backoff, expire_seconds from pgboss.queue where name = $1',
      ['system.heartbeat'],
    );
    expect(queue.rows[0]).toEqual({
      retry_limit: 3,
      retry_delay: 5,
      retry_backoff: true,
      expire_seconds: 60,
    });
  });

  it('runs end to end: a sent job is worked and its row appears', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/__test/jobs/heartbeat',
      payload: { source: 'e2e-1' },
    });
    expect(res.json().statusCode).toBe(20000);
    const summary = await waitFor(async () => {
      const s = await summarizeHeartbeats({ db: ctx.database, source: 'e2e-1' });
      return s.count > 0 ? s : undefined;
    });
    expect(summary.count).toBe(1);
    const job = await ctx.database.executeSql('select state from pgboss.job where id = $1', [
      res.json().data.jobId,
    ]);
    expect(job.rows[0]?.state).toBe('completed');
  });

  it('rejects a payload that does not match the schema when sending', async () => {
    await expect(app.jobs?.send(systemHeartbeat, { source: '' })).rejects.toThrow();
  });

  it('a graceful stop waits for a job in flight', async () => {
    // A second queue instance whose handler is slow: stop() must not return before it finishes.
    let finished = false;
    const slow = {
      ...systemHeartbeat,
      name: 'system.heartbeat-slow-test',
      schedule: undefined,
      loadHandler: async () => ({
        default: async () => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          finished = true;
        },
      }),
    };
    const log = app.log;
    const queue = await startJobQueue({
      db: ctx.database,
      log,
      jobs: [slow],
      roles: { schedule: false, work: true },
    });
    await queue.send(slow, { source: 'slow' });
    await waitFor(async () => {
      const r = await ctx.database.executeSql(
        `select 1 from pgboss.job where name = $1 and state = 'active'`,
        [slow.name],
      );
      return r.rows.length > 0 ? true : undefined;
    });
    await queue.stop(10000);
    expect(finished).toBe(true);
  });
});
