import { type Sandbox, startSandbox } from '@tracklane/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLive } from './routes/live/test-support/live-client.js';
import { buildServer, type ChildServer, startServer } from './test/child-server.js';
import { createTestDatabase, type TestDatabase, usingPostgres } from './test/test-database.js';

/**
 * The README's scaled deployment as a new user runs it: two API processes and a worker
 * (`node dist/start-api.js` ×2, `dist/start-worker.js`) started at the same moment on an empty
 * PostgreSQL database. PostgreSQL only: replicas are not a deployment mode of PGlite (one process
 * per data folder), so the PGlite pass skips this file.
 */
const LIMIT = 30;
// A day-long window (aligned on UTC midnight): the count cannot roll over during the test.
const WINDOW_MS = 86_400_000;

let testDb: TestDatabase;
let sandbox: Sandbox;
const processes: ChildServer[] = [];
let apiA: ChildServer;
let apiB: ChildServer;

// biome-ignore lint/suspicious/noExplicitAny: test responses are checked field by field.
type Json = any;

async function api(
  server: ChildServer,
  path: string,
  options: { method?: 'GET' | 'POST'; token?: string; body?: unknown } = {},
): Promise<Json> {
  const res = await fetch(`${server.url}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
  return res.json();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  if (!usingPostgres) return;
  buildServer();
  [testDb, sandbox] = await Promise.all([
    createTestDatabase(),
    startSandbox({ seed: 7, speed: 0, size: { activeContainers: 200 } }),
  ]);
}, 400_000);
afterAll(async () => {
  for (const child of processes) child.process.kill('SIGKILL');
  await Promise.all(processes.map((child) => child.exit));
  await sandbox?.close();
  await testDb?.drop();
});

describe.skipIf(!usingPostgres)('scaled deployment: two API replicas and a worker (PostgreSQL)', () => {
  it('all three start together on an empty database', async () => {
    const env = {
      ...testDb.env,
      // A separate worker cannot reach an API's in-process sandbox: every process gets the URL.
      OCEAN_TNT_URL: sandbox.endpoints.dcsaTnt,
      OCEAN_TNT_API_KEY: sandbox.apiKey,
      RATE_LIMIT_MAX: String(LIMIT),
      RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
    };
    // Was: two of the three died with "Tracklane could not start: deadlock detected" (pg-boss
    // creating its queues in every process at once).
    const started = await Promise.allSettled([
      startServer('start-api', env, 120_000),
      startServer('start-api', env, 120_000),
      startServer('start-worker', env, 120_000),
    ]);
    for (const result of started) if (result.status === 'fulfilled') processes.push(result.value);
    const failures = started.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    expect(failures).toEqual([]);
    [apiA, apiB] = processes as [ChildServer, ChildServer];
    for (const server of [apiA, apiB]) {
      const health = await api(server, '/health');
      expect(health.data.database.up).toBe(true);
      expect(health.data.jobs.roles).toEqual({ schedule: true, work: false });
    }
  });

  let token: string;
  it('a shipment subscribed on API A and refreshed by the worker is pushed to a socket on API B', async () => {
    expect(apiA && apiB).toBeTruthy();
    // Sign up on A; the code is read from the shared sandbox inbox through B.
    const email = 'replicas@example.com';
    const sent = await api(apiA, '/auth/sendCode', {
      method: 'POST',
      body: { number: email, category: 'email', type: 'register' },
    });
    expect(sent.statusCode).toBe(20000);
    let code: string | undefined;
    for (let i = 0; i < 100 && !code; i++) {
      const inbox = await api(apiB, `/sandbox/messages?to=${encodeURIComponent(email)}&limit=1`);
      code = /\b(\d{6})\b/.exec(inbox.data?.[0]?.text ?? '')?.[1];
      if (!code) await sleep(100);
    }
    expect(code).toBeDefined();
    const registered = await api(apiA, '/auth/user/registerUser', {
      method: 'POST',
      body: {
        username: 'Replicas',
        password: 'secret123',
        confirmPassword: 'secret123',
        registerType: 'email',
        companyName: 'Replicas Logistics',
        email,
        roundCode: code,
      },
    });
    expect(registered.statusCode).toBe(20000);
    token = registered.data.accessToken;

    const onB = openLive(`${apiB.url.replace('http', 'ws')}/application/live`, { token });
    expect((await onB.next(10_000)).type).toBe('live.ready');
    try {
      const shipment = sandbox.world.shipments.find(
        (s) => s.transportDocumentReference && s.containers.length > 0,
      );
      if (!shipment) throw new Error('no sandbox shipment with containers');
      const subscribed = await api(apiA, '/application/ocean/subscribe', {
        method: 'POST',
        token,
        body: { containerNumber: shipment.containers[0]!.number, carrierCode: shipment.carrierScac },
      });
      expect(subscribed.statusCode).toBe(20000);
      // API A queued the refresh; only the worker works jobs; its NOTIFY reaches B's socket.
      const pushed = await onB.next(60_000);
      expect(pushed).toMatchObject({
        type: 'ocean.subscription.changed',
        subscriptionIds: [subscribed.data.id],
      });
      const detail = await api(apiB, `/application/ocean/subscribe/${subscribed.data.id}`, { token });
      expect(detail.data.refresh.lastRefreshedAt).not.toBeNull();
    } finally {
      onB.socket.terminate();
    }
  });

  it('the call limit is shared: calls split across both APIs are refused after RATE_LIMIT_MAX', async () => {
    expect(token).toBeDefined();
    let allowed = 0;
    const refusedBy = new Set<ChildServer>();
    // Alternating replicas; each counting alone would allow 2 × LIMIT.
    for (let i = 0; i < 2 * LIMIT + 2 && refusedBy.size < 2; i++) {
      const server = i % 2 === 0 ? apiA : apiB;
      const answer = (await api(server, '/auth/user/current', { token })).statusCode;
      if (answer === 20000) allowed++;
      else {
        expect(answer).toBe(42900);
        refusedBy.add(server);
      }
    }
    // The calls above (sign-up's token calls included) drew on one budget.
    expect(allowed).toBeLessThanOrEqual(LIMIT);
    expect(allowed).toBeGreaterThan(LIMIT - 5);
    expect(refusedBy).toEqual(new Set([apiA, apiB]));
  });
});
