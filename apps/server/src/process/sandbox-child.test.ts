import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type ChildServer, getJson, startServer } from '../test/child-server.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';

// The real server (node dist/server.js) with the sandbox world on: where the world runs, and
// that it never outlives the server.
let testDb: TestDatabase;
let env: Record<string, string>;

beforeAll(async () => {
  buildServer();
  testDb = await createTestDatabase();
  env = {
    ...testDb.env,
    SANDBOX_WORLD: 'true',
    // A small world starts fast; where it runs does not depend on its size.
    SANDBOX_CONTAINERS: '100',
    // No first schedule ingest against the world to wait for at shutdown.
    SANDBOX_SPEED: '0',
  };
});
afterAll(() => testDb?.drop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Started {
  pid: number;
  endpoints: { dcsaTnt: string; ais: { host: string; port: number } };
}

/** The server's "sandbox world started" log line. */
function sandboxStarted(server: ChildServer): Started {
  for (const line of server.output().split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line);
    if (typeof entry.msg === 'string' && entry.msg.startsWith('sandbox world started')) return entry;
  }
  throw new Error(`no "sandbox world started" line:\n${server.output()}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntilGone(pid: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (alive(pid) && Date.now() < deadline) await sleep(50);
  if (alive(pid)) throw new Error(`process ${pid} still running after ${ms} ms`);
}

/** Whether something accepts TCP connections there. */
function listening(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('the sandbox world in a child process (SANDBOX_PROCESS=child, the default)', () => {
  it('runs in a process of its own, on loopback, and stops with the server on SIGTERM', async () => {
    const server = await startServer('server', env);
    const started = sandboxStarted(server);
    expect(started.pid).toBeGreaterThan(0);
    expect(started.pid).not.toBe(server.process.pid);
    expect(alive(started.pid)).toBe(true);
    expect(new URL(started.endpoints.dcsaTnt).hostname).toBe('127.0.0.1');
    expect(started.endpoints.ais.host).toBe('127.0.0.1');
    expect(await listening(started.endpoints.ais.host, started.endpoints.ais.port)).toBe(true);
    // The summary comes from the child.
    const world = await getJson(`${server.url}/sandbox/world`);
    expect(world.body.statusCode).toBe(20000);
    expect(world.body.data.counts.vessels).toBeGreaterThan(0);
    expect(world.body.data.endpoints).toEqual(started.endpoints);

    server.process.kill('SIGTERM');
    expect((await server.exit).code, server.output().slice(-3000)).toBe(0);
    await waitUntilGone(started.pid, 5000);
    expect(await listening(started.endpoints.ais.host, started.endpoints.ais.port)).toBe(false);
  });

  it('leaves no orphan listening when the server is killed with -9', async () => {
    const server = await startServer('server', env);
    const started = sandboxStarted(server);
    server.process.kill('SIGKILL');
    await server.exit;
    await waitUntilGone(started.pid, 5000);
    expect(await listening(started.endpoints.ais.host, started.endpoints.ais.port)).toBe(false);
  });

  it('runs in the server process with SANDBOX_PROCESS=inline', async () => {
    const server = await startServer('server', { ...env, SANDBOX_PROCESS: 'inline' });
    expect(server.output()).toContain('"msg":"sandbox world started"');
    expect((await getJson(`${server.url}/sandbox/world`)).body.statusCode).toBe(20000);
    server.process.kill('SIGTERM');
    expect((await server.exit).code).toBe(0);
  });
});
