import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createDcsaTntClient } from '@tracklane/connectors';
import type { PortDirectory } from '@tracklane/domain';
import { type Sandbox, startSandbox } from '@tracklane/sandbox';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { type Database, openDatabase } from '../../db/database.js';
import { loadReferenceData } from '../../reference/load-reference-data.js';
import { createTestDatabase, type TestDatabase, usingPostgres } from '../../test/test-database.js';
import { refreshShipments } from './refresh-shipments.js';
import { containersWithEvents, oceanState } from './test-support/ocean-state.js';
import { type SandboxReference, seedSandboxShipments } from './test-support/seed-sandbox-shipments.js';
import { type StallingProxy, startStallingProxy } from './test-support/stalling-proxy.js';

/**
 * kill -9 in the middle of a refresh, with a real process: a child refreshes six sandbox
 * shipments; three commit, two hang in their provider call (a proxy holds them) and, on
 * PostgreSQL, one is stopped inside its store transaction (the test holds a lock on its
 * subscription row, so the child has inserted its events but cannot commit). The child is
 * killed with SIGKILL there, the refresh is run again here, and the result must equal a clean
 * run of the same shipments on a second database.
 *
 * PGlite: the data dir is opened by one process at a time, so the test closes it before the child
 * opens it and reopens it after the kill (which also exercises PGlite's crash recovery). The
 * in-transaction stop needs a second connection to the same database and runs on PostgreSQL only.
 */
const CHILD = fileURLToPath(new URL('./test-support/refresh-child.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

let sandbox: Sandbox;
let ports: PortDirectory;
let refs: SandboxReference[];
/** Every database the test made, closed and dropped at the end (`db` is unset while closed). */
const opened: { testDb: TestDatabase; db: Database | undefined }[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 23, speed: 0, size: { activeContainers: 300 } });
  ports = loadReferenceData().ports;
  refs = await containersWithEvents(
    createDcsaTntClient({ baseUrl: sandbox.endpoints.dcsaTnt, apiKey: sandbox.apiKey }),
    sandbox.world.shipments,
    6,
  );
}, 60_000);
afterAll(async () => {
  for (const { testDb, db } of opened) {
    await db?.close().catch(() => undefined);
    await testDb.drop();
  }
  await sandbox?.close();
});

const configOf = (testDb: TestDatabase) =>
  loadConfig({ LOG_LEVEL: 'silent', SANDBOX_WORLD: 'false', ...testDb.env });

async function newDatabase() {
  const testDb = await createTestDatabase();
  const entry = { testDb, db: await openDatabase(configOf(testDb)) };
  opened.push(entry);
  return entry;
}

/** Refreshes every seeded shipment once from this process, straight against the sandbox. */
async function refreshAll(db: Database, ids: Map<string, string>) {
  const client = createDcsaTntClient({ baseUrl: sandbox.endpoints.dcsaTnt, apiKey: sandbox.apiKey });
  const shipments = refs.map((r) => ({ id: ids.get(r.containerNumber)!, carrierCode: r.carrierCode }));
  const result = await refreshShipments({ db, client, shipments, ports, concurrency: 3 });
  expect(result).toMatchObject({ failed: 0, outcomes: { refreshed: refs.length } });
}

function spawnChild(env: Record<string, string>) {
  // One process, node itself with tsx's loader: the tsx CLI would run the script in a grandchild
  // that a SIGKILL of the CLI leaves alive.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exit = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  return { child, output: () => output, exit };
}

async function waitFor(what: string, condition: () => boolean | Promise<boolean>, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a refresh killed with SIGKILL', () => {
  it('ends, after the retry, in the state of a clean run', async () => {
    const [free, stalled, locked] = [refs.slice(0, 3), refs.slice(3, 5), refs[5]!];
    const crashed: (typeof opened)[number] = await newDatabase();
    const ids = await seedSandboxShipments(crashed.db!, refs);
    let proxy: StallingProxy | undefined;
    let lock: pg.Client | undefined;
    let run: ReturnType<typeof spawnChild> | undefined;
    try {
      proxy = await startStallingProxy(
        sandbox.endpoints.dcsaTnt,
        stalled.map((r) => r.containerNumber),
      );
      if (usingPostgres) {
        // Holds the subscription row the child's store transaction updates after its inserts.
        lock = new pg.Client({ connectionString: crashed.testDb.env.DATABASE_URL });
        await lock.connect();
        await lock.query('begin');
        await lock.query('select 1 from ocean_subscriptions where shipment_id = $1 for update', [
          ids.get(locked.containerNumber),
        ]);
      } else {
        // The child must be the only process on the data dir.
        await crashed.db!.close();
        crashed.db = undefined;
      }
      const childIds = (usingPostgres ? refs : [...free, ...stalled]).map((r) => ids.get(r.containerNumber)!);
      run = spawnChild({
        ...crashed.testDb.env,
        OCEAN_TNT_URL: proxy.url,
        OCEAN_TNT_API_KEY: sandbox.apiKey,
        TL_CRASH_SHIPMENTS: childIds.join(','),
      });
      const child = run;
      const committed = () =>
        free.every((r) => child.output().includes(`refreshed ${ids.get(r.containerNumber)}`));
      await waitFor('the free refreshes', committed, run.output);
      await waitFor('the stalled requests', () => proxy!.arrived().size === stalled.length, run.output);
      if (lock) {
        const waiting = async () =>
          (
            await lock!.query(
              `select count(*)::int as n from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'`,
            )
          ).rows[0].n > 0;
        await waitFor('the child blocked inside its transaction', waiting, run.output);
      }
      expect(run.output()).not.toMatch(/all refreshed/);
      run.child.kill('SIGKILL');
      expect(await run.exit).toBe('SIGKILL');
    } finally {
      // A wait that timed out must not leave the child running into the rest of the suite.
      if (run && run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
      await lock?.query('rollback').catch(() => undefined);
      await lock?.end();
      await proxy?.close();
    }

    // What the kill left: the committed ones whole, the others untouched (nothing half-stored).
    crashed.db ??= await openDatabase(configOf(crashed.testDb));
    const afterKill = await oceanState(crashed.db);
    for (const r of free)
      expect(afterKill[`${r.carrierCode}:${r.containerNumber}`]!.events.length).toBeGreaterThan(0);
    for (const r of [...stalled, locked]) {
      const state = afterKill[`${r.carrierCode}:${r.containerNumber}`]!;
      expect(state.events).toEqual([]);
      expect(state.view).toBeNull();
      expect(state.cursor).toBeNull();
    }

    // The retry, and a clean run of the same shipments on a second database.
    await refreshAll(crashed.db, ids);
    const reference = await newDatabase();
    await refreshAll(reference.db, await seedSandboxShipments(reference.db, refs));
    const final = await oceanState(crashed.db);
    expect(Object.values(final).every((s) => s.events.length > 0)).toBe(true);
    expect(final).toEqual(await oceanState(reference.db));
  }, 60_000);
});
