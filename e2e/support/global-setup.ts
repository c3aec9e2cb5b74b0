import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port.js';
import { createTestDatabase } from './test-database.js';
import { e2eWorkers } from './workers.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: a file runs on baseUrls[VITEST_POOL_ID - 1] (support/browser.ts). */
    baseUrls: string[];
  }
}

const root = new URL('../..', import.meta.url).pathname;

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the real, built server with its test-only routes, once per worker (E2E_WORKERS): each on
 * a free loopback port with a DATA_DIR and, with DATABASE_URL, a database of its own. They start
 * side by side, since each builds its sandbox world on start-up.
 */
export default async function setup(project: TestProject) {
  const entry = join(root, 'apps/server/dist/server.js');
  const webIndex = join(root, 'apps/web/dist/index.html');
  if (!existsSync(entry) || !existsSync(webIndex)) {
    throw new Error('Browser tests need the built app: run `npm run build` first (npm test does).');
  }
  // Distinct ports: the kernel may hand a port just released by one freePort() to the next.
  const ports: number[] = [];
  while (ports.length < e2eWorkers()) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const started = await Promise.allSettled(ports.map((port) => startServer(entry, port)));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = () => Promise.all(servers.map((s) => s.stop())).then(() => undefined);
  const failure = started.find((s) => s.status === 'rejected');
  if (failure) {
    // Never leave a server behind: the next run would share the machine with it.
    await stopAll();
    throw failure.reason;
  }
  project.provide(
    'baseUrls',
    servers.map((s) => s.baseUrl),
  );
  return stopAll;
}

/** The built server on `port` with the browser tests' settings, plus `extraEnv` (a file's own server). */
export async function startServer(
  entry: string,
  port: number,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tracklane-e2e-'));
  let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
  let server: ChildProcess | null = null;
  const stopServer = async () => {
    if (server) await stop(server);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (process.env.DATABASE_URL) database = await createTestDatabase(process.env.DATABASE_URL);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TEST_ROUTES: 'true',
      LOG_LEVEL: 'warn',
      // The browser tests fire bursts of calls from one IP; the limit itself is tested in the server suite.
      RATE_LIMIT_MAX: '100000',
      // Every test that registers a member asks for a code from 127.0.0.1: the suite passed the
      // default 30 an hour per IP (account.e2e, the last to ask, got 42900). Tested in the server suite.
      CODE_SENDS_PER_IP_PER_HOUR: '100000',
      // A small sandbox world starts in a few seconds; its size is measured in bench/.
      SANDBOX_CONTAINERS: '1500',
      // Webhook tests deliver to a receiver the test starts on 127.0.0.1, which the SSRF guard
      // refuses by default. The guard itself is tested in the server suite.
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    };
    Object.assign(env, extraEnv);
    if (database) env.DATABASE_URL = database.url;
    else delete env.DATABASE_URL;

    server = spawn(process.execPath, [entry], {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl, server);
    return { baseUrl, stop: stopServer };
  } catch (err) {
    await stopServer();
    throw err;
  }
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  // Start-up builds the sandbox world; on a loaded 2-core machine that took over a minute.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy within 120 s');
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}
