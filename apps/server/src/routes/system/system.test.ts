import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/database.js';
import { systemHeartbeat } from '../../jobs/system-heartbeat.js';
import { recordHeartbeat } from '../../services/system/record-heartbeat.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { createTestDatabase, usingPostgres } from '../../test/test-database.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.cleanup());

describe('GET /health', () => {
  it('reports the database (driver, latency) and the job queue (started, queued, last heartbeat)', async () => {
    const app = await ctx.app({ jobs: { schedule: false, work: false } });
    await app.ready();
    const res = await app.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      statusCode: 20000,
      message: 'success',
      data: {
        database: { up: true, driver: usingPostgres ? 'postgres' : 'pglite' },
        jobs: { started: true, roles: { schedule: false, work: false }, queued: { 'system.heartbeat': 0 } },
      },
    });
    expect(body.data.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.data.jobs.lastHeartbeatAt).toBeNull();

    // A queued job and a recorded beat show up.
    await app.jobs?.send(systemHeartbeat, { source: 'health-test' });
    const beat = await recordHeartbeat({ db: ctx.database, source: 'health-test' });
    const after = (await app.inject({ url: '/health' })).json();
    expect(after.data.jobs.queued['system.heartbeat']).toBe(1);
    expect(after.data.jobs.lastHeartbeatAt).toBe(beat.ranAt.toISOString());
  });

  it('answers 500 with the 50000 envelope when the database is down', async () => {
    // An app on a database of its own, which we then close under it.
    const other = await createTestDatabase();
    const config = ctx.config(other.env);
    const db = await openDatabase(config);
    const app = await buildApp({ config, database: db, jobs: false });
    try {
      await db.close();
      const res = await app.inject({ url: '/health', headers: { 'accept-language': 'zh' } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({
        statusCode: 50000,
        message: '服务器错误',
        data: { database: { up: false, latencyMs: null }, jobs: { started: false } },
      });
    } finally {
      await app.close();
      await other.drop();
    }
  });
});

describe('GET /version.json', () => {
  it('is plain JSON {version} (not an envelope), never cached', async () => {
    const app = await ctx.app();
    const res = await app.inject({ url: '/version.json?t=1700000000000' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(res.json())).toEqual(['version']);
    expect(res.json().version).toMatch(/^\d+\.\d+\.\d+/);
  });
});
