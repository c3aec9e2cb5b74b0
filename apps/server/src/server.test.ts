import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, getJson, postJson, spawnServer, startServer } from './test/child-server.js';
import { createTestDatabase, type TestDatabase, usingPostgres } from './test/test-database.js';

// The real processes (node dist/*.js), as `npm start`, start:api and start:worker run them.
let testDb: TestDatabase;
let env: Record<string, string>;

beforeAll(async () => {
  buildServer();
  testDb = await createTestDatabase();
  env = { ...testDb.env, TEST_ROUTES: 'true' };
});
afterAll(() => testDb?.drop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fails fast (instead of at the test timeout) when a process does not exit in time. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    sleep(ms).then(() => Promise.reject(new Error(`${what} did not happen within ${ms} ms`))),
  ]);
}

async function waitUntilInFlight(url: string, count: number) {
  for (let i = 0; i < 100; i++) {
    if ((await getJson(`${url}/__test/concurrency`)).body.data.current >= count) return;
    await sleep(20);
  }
  throw new Error('slow request never arrived');
}

describe('process start-up', () => {
  it('exits 1 with one line naming the bad setting', async () => {
    const child = spawnServer('server', { PORT: 'abc' });
    expect(await child.exit).toEqual({ code: 1, signal: null });
    expect(child.output().trim()).toBe(
      'Invalid configuration: PORT must be an integer between 0 and 65535 (got "abc")',
    );
  });

  it('exits 1 with one line when the database cannot be reached', async () => {
    const child = spawnServer('server', { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', PORT: '0' });
    expect((await child.exit).code).toBe(1);
    // JSON log lines may come first (a checkout without a web build warns that it serves the API
    // only); the one plain line is the reason.
    const plainLines = child
      .output()
      .trim()
      .split('\n')
      .filter((line) => !line.startsWith('{'));
    expect(plainLines).toHaveLength(1);
    expect(plainLines[0]).toMatch(/^Tracklane could not start: .*ECONNREFUSED/);
  });

  it('listens on loopback unless HOST is set', async () => {
    // No HOST: the default. Was 0.0.0.0, which served the sandbox inbox to the network.
    const child = spawnServer('server', { ...env, PORT: '0', SANDBOX_WORLD: 'false' });
    try {
      let output = '';
      for (let i = 0; i < 1200 && !/Tracklane listening on/.test(output); i++) {
        await sleep(50);
        output = child.output();
      }
      expect(output).toMatch(/Tracklane listening on http:\/\/127\.0\.0\.1:\d+ /);
      expect(output).not.toMatch(/listening on http:\/\/(?!127\.0\.0\.1)/);
    } finally {
      child.process.kill('SIGTERM');
      await child.exit;
    }
  });

  it.each(['server', 'start-api'] as const)(
    '%s refuses to serve the network while codes go to the sandbox inbox',
    async (entry) => {
      // Refused before the database opens: start-api needs a DATABASE_URL, not a reachable one.
      const database: Record<string, string> =
        entry === 'start-api' ? { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' } : {};
      const child = spawnServer(entry, {
        ...env,
        ...database,
        HOST: '0.0.0.0',
        PORT: '0',
        SANDBOX_WORLD: 'false',
      });
      expect((await child.exit).code).toBe(1);
      expect(child.output().trim()).toMatch(
        /^Invalid configuration: HOST=0\.0\.0\.0 serves the network, but SMTP_URL and SMS_URL are unset.*SANDBOX_PUBLIC=true/,
      );
    },
  );

  it('serves the network with SANDBOX_PUBLIC=true, warning at start', async () => {
    const server = await startServer('server', { ...env, HOST: '0.0.0.0', SANDBOX_PUBLIC: 'true' });
    try {
      expect(server.output()).toContain('SANDBOX_PUBLIC=true: the sandbox inbox');
    } finally {
      server.process.kill('SIGTERM');
      expect((await server.exit).code).toBe(0);
    }
  });

  it.each(['start-api', 'start-worker'] as const)('%s requires DATABASE_URL', async (entry) => {
    const child = spawnServer(entry, { DATA_DIR: testDb.env.DATA_DIR });
    expect((await child.exit).code).toBe(1);
    expect(child.output()).toContain(`Invalid configuration: DATABASE_URL is required by ${entry}`);
  });
});

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the request in flight, refuses new ones and exits 0', async () => {
    const server = await startServer('server', env);
    expect(server.output()).toContain(`(database: ${usingPostgres ? 'postgres' : 'pglite'}`);
    const slow = getJson(`${server.url}/__test/slow?ms=1500`);
    await waitUntilInFlight(server.url, 1);
    server.process.kill('SIGTERM');
    await sleep(300);
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    const res = await slow;
    expect(res.status).toBe(200);
    expect(res.body.statusCode).toBe(20000);
    // A kept-alive socket of the finished request must not hold the close up.
    expect(await within(server.exit, 5000, 'exit after the last response')).toEqual({
      code: 0,
      signal: null,
    });
    expect(server.output()).toContain('shut down cleanly');
  });

  it('a second signal exits 1 at once', async () => {
    const server = await startServer('server', env);
    getJson(`${server.url}/__test/slow?ms=8000`).catch(() => {});
    await waitUntilInFlight(server.url, 1);
    const signalled = Date.now();
    server.process.kill('SIGTERM');
    await sleep(200);
    server.process.kill('SIGTERM');
    expect((await server.exit).code).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(3000);
  });

  it('exits 1 when SHUTDOWN_TIMEOUT_MS passes first', async () => {
    const server = await startServer('server', { ...env, SHUTDOWN_TIMEOUT_MS: '700' });
    getJson(`${server.url}/__test/slow?ms=8000`).catch(() => {});
    await waitUntilInFlight(server.url, 1);
    const signalled = Date.now();
    server.process.kill('SIGTERM');
    expect((await server.exit).code).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(3000);
    expect(server.output()).toContain('shutdown timed out');
  });
});

describe('durability', () => {
  it('keeps every committed row through kill -9 and a restart', async () => {
    const first = await startServer('server', env);
    for (let i = 0; i < 20; i++) {
      expect((await postJson(`${first.url}/__test/heartbeats`, { source: 'durable' })).body.statusCode).toBe(
        20000,
      );
    }
    // And one written by the job system.
    await postJson(`${first.url}/__test/jobs/heartbeat`, { source: 'durable-job' });
    for (let i = 0; i < 100; i++) {
      if ((await getJson(`${first.url}/__test/heartbeats?source=durable-job`)).body.data.count === 1) break;
      await sleep(100);
    }
    first.process.kill('SIGKILL');
    expect((await first.exit).signal).toBe('SIGKILL');

    const second = await startServer('server', env);
    try {
      expect((await getJson(`${second.url}/__test/heartbeats?source=durable`)).body.data.count).toBe(20);
      expect((await getJson(`${second.url}/__test/heartbeats?source=durable-job`)).body.data.count).toBe(1);
      expect((await getJson(`${second.url}/health`)).body.data.database.up).toBe(true);
    } finally {
      second.process.kill('SIGTERM');
      expect((await second.exit).code).toBe(0);
    }
  });
});

describe.skipIf(usingPostgres)('embedded deployment (PGlite)', () => {
  it('a second server on the same data folder exits 1 and leaves the first one running', async () => {
    const first = await startServer('server', env);
    try {
      const second = spawnServer('server', { ...env, HOST: '127.0.0.1', PORT: '0' });
      expect((await second.exit).code).toBe(1);
      expect(second.output()).toMatch(
        /Tracklane could not start: The PGlite data folder .* is in use by process/,
      );
      expect((await getJson(`${first.url}/health`)).body.data.database.up).toBe(true);
    } finally {
      first.process.kill('SIGTERM');
      expect((await first.exit).code).toBe(0);
    }
  });
});

describe.skipIf(!usingPostgres)('scaled deployment (PostgreSQL)', () => {
  it('start-api sends and schedules, start-worker runs the jobs', async () => {
    const api = await startServer('start-api', env);
    const worker = await startServer('start-worker', env);
    try {
      const health = await getJson(`${api.url}/health`);
      expect(health.body.data.jobs.roles).toEqual({ schedule: true, work: false });
      await postJson(`${api.url}/__test/jobs/heartbeat`, { source: 'scaled' });
      let count = 0;
      for (let i = 0; i < 100 && count === 0; i++) {
        count = (await getJson(`${api.url}/__test/heartbeats?source=scaled`)).body.data.count;
        if (count === 0) await sleep(200);
      }
      expect(count).toBe(1);
    } finally {
      api.process.kill('SIGTERM');
      worker.process.kill('SIGTERM');
      expect((await api.exit).code).toBe(0);
      expect((await worker.exit).code).toBe(0);
    }
  });
});
