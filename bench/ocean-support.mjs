// Shared by the ocean benches: a throw-away PostgreSQL database, the built server in a child
// process, a registered organisation, and a closed-loop HTTP load generator with percentiles.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const root = new URL('..', import.meta.url).pathname;
export const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** A fresh database on the server of DATABASE_URL, dropped by `drop()`. */
export async function freshDatabase(prefix) {
  // BENCH_DATABASE_PREFIX: names this run's databases apart from others' on a shared server.
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? ''}${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
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

/** Waits until GET `url` answers 2xx (a child process starting). */
export async function waitFor(url, tries = 240, gaveUp = () => false) {
  for (let i = 0; i < tries && !gaveUp(); i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} never answered`);
}

/**
 * The built server (embedded deployment) on `databaseUrl`, with extra settings `env`: an object,
 * or a function of the port the server will listen on (for settings that name it).
 */
export async function startServer(databaseUrl, env = {}) {
  const port = await freePort();
  const extra = typeof env === 'function' ? env(port) : env;
  const dataDir = mkdtempSync(join(tmpdir(), 'tracklane-bench-'));
  // BENCH_SERVER_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof': profile the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SANDBOX_WORLD: 'false',
      // A load generator on one IP must not hit the per-IP call limits.
      RATE_LIMIT_MAX: '1000000',
      CODE_SENDS_PER_IP_PER_HOUR: '100000',
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  let exited = null;
  child.once('exit', (code) => {
    exited = code;
  });
  await waitFor(`${base}/health`, 240, () => exited !== null);
  return {
    base,
    pid: child.pid,
    async stop() {
      if (exited === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postJson(url, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}

/** Registers an organisation's main account by e-mail through the API; returns its bearer token. */
export async function registerMember(base, username) {
  const email = `${username}@example.com`;
  const sent = await postJson(`${base}/auth/sendCode`, {
    number: email,
    category: 'email',
    type: 'register',
  });
  if (sent.statusCode !== 20000) throw new Error(`sendCode: ${JSON.stringify(sent)}`);
  const inbox = await (
    await fetch(`${base}/sandbox/messages?to=${encodeURIComponent(email)}&limit=1`)
  ).json();
  const code = /\b(\d{6})\b/.exec(inbox.data[0]?.text ?? '')?.[1];
  const password = 'secret123';
  const res = await postJson(`${base}/auth/user/registerUser`, {
    username,
    password,
    confirmPassword: password,
    registerType: 'email',
    companyName: `${username} Logistics`,
    email,
    roundCode: code,
  });
  if (res.statusCode !== 20000) throw new Error(`registerUser: ${JSON.stringify(res)}`);
  return { token: res.data.accessToken, email };
}

/**
 * `requests` calls from `concurrency` clients in a closed loop; `request(i)` returns fetch args.
 * A non-2xx answer or an envelope statusCode other than 20000 aborts: a fast error is no result.
 */
export async function load({ requests, concurrency, request, check = () => true }) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < requests) {
      const i = next++;
      const [url, init] = request(i);
      const t = performance.now();
      const res = await fetch(url, init);
      const text = await res.text();
      latencies.push(performance.now() - t);
      if (!res.ok || !check(text)) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 200)}`);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return { rps: requests / seconds, p50: pct(0.5), p95: pct(0.95), p99: pct(0.99) };
}

export const fmtLoad = (r) =>
  `${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p95 ${r.p95
    .toFixed(2)
    .padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms`;

/** CPU milliseconds (user + system) a process has used, from /proc (Linux); 0 once it is gone. */
export function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100
  } catch {
    return 0;
  }
}

/**
 * CPU used so far by this process, by the named child processes and by the PostgreSQL backends
 * connected to this database: on a busy machine wall time measures the machine, CPU time the
 * code, so benches print both.
 */
export async function cpuSnapshot(databaseUrl, children = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const own = process.cpuUsage();
    return {
      self: (own.user + own.system) / 1000,
      children: Object.fromEntries(Object.entries(children).map(([name, pid]) => [name, cpuMsOf(pid)])),
      pids: children,
      postgres: new Map(rows.map((r) => [r.pid, cpuMsOf(r.pid)])),
    };
  } finally {
    await client.end();
  }
}

/** CPU milliseconds used since `before`: `self`, each named child and `postgres` (backends). */
export async function cpuUsedSince(databaseUrl, children, before) {
  const after = await cpuSnapshot(databaseUrl, children);
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  const used = { self: after.self - before.self, postgres };
  for (const name of Object.keys(children)) used[name] = after.children[name] - before.children[name];
  return used;
}

/**
 * Waits until the server has used under 5% of a core for 2 s running (its start-up schedule
 * ingest and the samples' first refreshes done; at most 3 minutes): what follows measures the
 * calls or the page load, not them racing the server's own start-up on the same two cores.
 */
export async function settle(pid) {
  const started = Date.now();
  let quiet = 0;
  while (quiet < 4 && Date.now() - started < 180_000) {
    const before = cpuMsOf(pid);
    await new Promise((r) => setTimeout(r, 500));
    quiet = cpuMsOf(pid) - before < 25 ? quiet + 1 : 0;
  }
  return Date.now() - started;
}

/**
 * Transactions committed or rolled back in this database so far (pg_stat_database): a statement
 * outside a transaction block is one, so the difference over a run is the server's round trips.
 * PostgreSQL publishes these counters up to a second late, hence the wait.
 */
export async function transactionCount(databaseUrl) {
  await new Promise((r) => setTimeout(r, 1100));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
    );
    // This query's own transaction, and the connection's, are counted later: negligible.
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}
