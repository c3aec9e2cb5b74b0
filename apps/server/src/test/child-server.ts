import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Compiles the server (incremental: fast when up to date) so child processes run current code. */
export function buildServer(): void {
  const tsc = spawnSync(`${REPO_ROOT}node_modules/.bin/tsc`, ['-b', 'apps/server'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (tsc.status !== 0) throw new Error(`tsc -b apps/server failed:\n${tsc.stdout}${tsc.stderr}`);
}

export interface ChildServer {
  process: ChildProcess;
  /** http://127.0.0.1:<port> once listening (empty for the worker). */
  url: string;
  output(): string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

type Entry = 'server' | 'start-api' | 'start-worker';

/** Spawns `node dist/<entry>.js` with exactly `env` (plus PATH) and waits for its start-up line. */
export function spawnServer(entry: Entry, env: Record<string, string>): ChildServer {
  const child = spawn(process.execPath, [`${DIST}${entry}.js`], {
    cwd: REPO_ROOT,
    // Nothing inherited: a DATABASE_URL of the test runner must not leak into a PGlite child.
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { process: child, url: '', output: () => output, exit };
}

export async function startServer(
  entry: Entry,
  env: Record<string, string>,
  timeoutMs = 60000,
): Promise<ChildServer> {
  const server = spawnServer(entry, {
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    // Process tests are about start-up and shutdown; the world would add seconds to each start.
    SANDBOX_WORLD: 'false',
    ...env,
  });
  const ready =
    entry === 'start-worker' ? /Tracklane worker started/ : /Tracklane listening on (http:\/\/\S+)/;
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  server.exit.then(() => {
    exited = true;
  });
  while (Date.now() < deadline && !exited) {
    const match = ready.exec(server.output());
    if (match) return { ...server, url: match[1] ?? '' };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.process.kill('SIGKILL');
  throw new Error(`${entry} did not start:\n${server.output()}`);
}

// biome-ignore lint/suspicious/noExplicitAny: test responses are checked field by field.
type Json = any;

export async function getJson(url: string, init?: RequestInit): Promise<{ status: number; body: Json }> {
  const res = await fetch(url, init);
  return { status: res.status, body: await res.json() };
}

export function postJson(url: string, body: unknown) {
  return getJson(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
