import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';
import { createTestDatabase, type TestDatabase, usingPostgres } from '../test/test-database.js';
import { JOBS } from './index.js';
import { type JobQueue, startJobQueue } from './job-queue.js';

/**
 * Replicas started at the same moment on an empty PostgreSQL database: each migrates and sets up
 * pg-boss (its schema, one partition per queue, the schedules) at once. Each handle here has its
 * own pool, as a process has. PostgreSQL only: PGlite is one process per data folder.
 */
const REPLICAS = 6;

let testDb: TestDatabase;
const databases: Database[] = [];
const queues: JobQueue[] = [];
beforeAll(async () => {
  if (usingPostgres) testDb = await createTestDatabase();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop(1000);
  for (const db of databases) await db.close();
  await testDb?.drop();
});

describe.skipIf(!usingPostgres)('concurrent first starts (PostgreSQL)', () => {
  it('every replica migrates and starts its job queue, none deadlocks', async () => {
    const log = Fastify({ logger: { level: 'silent' } }).log;
    // Was: "deadlock detected" in pg-boss's createQueue for some of them, nearly every time.
    const results = await Promise.allSettled(
      Array.from({ length: REPLICAS }, async (_, i) => {
        const db = await openDatabase({ databaseUrl: testDb.env.DATABASE_URL, dataDir: testDb.env.DATA_DIR });
        databases.push(db);
        const queue = await startJobQueue({
          db,
          log,
          jobs: JOBS,
          roles: { schedule: i % 2 === 0, work: false },
        });
        queues.push(queue);
      }),
    );
    expect(results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []))).toEqual([]);
    const { rows } = await databases[0]!.executeSql('select count(*)::int as n from pgboss.queue');
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(JOBS.length);
  });
});
