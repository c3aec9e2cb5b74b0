// HTTP round trips of the built server on each database driver, measured in one run:
// /version.json (no database) and /health (one `select 1` plus queue state), on PGlite and,
// when PostgreSQL is reachable, on node-postgres. Prints requests/s, p50/p95 and the ratios.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const entry = join(root, 'apps/server/dist/server.js');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

if (!existsSync(entry)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startServer(extraEnv) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tracklane-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The database drivers are measured here; the sandbox world has its own bench.
    SANDBOX_WORLD: 'false',
    ...extraEnv,
  };
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function load(url) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < REQUESTS) {
      next += 1;
      const t = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      latencies.push(performance.now() - t);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return { rps: REQUESTS / seconds, p50: pct(0.5), p95: pct(0.95) };
}

async function pgDatabase() {
  const name = `tl_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (e) {
    console.info(`PostgreSQL not reachable at ${PG_URL} (${e.message}): PGlite only`);
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const fmt = (r) =>
  `${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(2)} ms   p95 ${r.p95.toFixed(2)} ms`;
const results = {};
const targets = [['pglite', {}]];
const database = await pgDatabase();
if (database) targets.push(['postgres', { DATABASE_URL: database.url }]);

console.info(`${REQUESTS} requests per case, ${CONCURRENCY} in flight`);
for (const [driver, env] of targets) {
  const server = await startServer(env);
  try {
    await load(`${server.base}/health`); // warm-up: JIT, connection pool
    for (const path of ['/version.json', '/health']) {
      const r = await load(`${server.base}${path}`);
      results[`${driver} ${path}`] = r;
      console.info(`${driver.padEnd(8)} ${path.padEnd(14)} ${fmt(r)}`);
    }
  } finally {
    await server.stop();
  }
}
await database?.drop();

const ratio = (a, b) => (results[a] && results[b] ? (results[a].rps / results[b].rps).toFixed(2) : 'n/a');
console.info(`ratio pglite/postgres on /health (req/s): ${ratio('pglite /health', 'postgres /health')}`);
console.info(
  `ratio /health vs /version.json on pglite (req/s): ${ratio('pglite /health', 'pglite /version.json')}`,
);
