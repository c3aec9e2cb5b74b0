// The built server (`npm start`: API, jobs and the sandbox world) under a mixed authenticated
// load at a fixed offered rate (open loop: requests leave on schedule whether or not earlier ones
// were answered, as users' do), on PGlite and on PostgreSQL (DATABASE_URL's server, a fresh
// database). It steps the offered rate up until the p99 passes 500 ms, reports the highest step
// held (p99 ≤ 500 ms, nothing shed or failed), then offers twice that and reports the share shed
// (50300, HTTP 503 at once), the p99 of what was served, the longest any request waited and the
// requests that never completed. Ratios to issue 19's targets; never pass/fail on time.
//
// BENCH_STEPS (req/s, comma-separated; default 50,100,150,200,250,300,400,500,600,650,800),
// BENCH_STEP_SECONDS (8), BENCH_OVERLOAD_SECONDS (15), BENCH_CONTAINERS (2000, the sandbox
// world's size), BENCH_DATABASES (pglite,postgres), BENCH_SANDBOX_PROCESS (child; `inline` to
// compare), BENCH_SERVER_ENV (extra server settings, `A=1,B=2`, e.g. OVERLOAD_MAX_IN_FLIGHT=0),
// BENCH_SERVER_NODE_ARGS (Node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { machineSpeedLine } from './machine-speed.mjs';
import { cpuMsOf, freePort, freshDatabase, registerMember, root, settle, waitFor } from './ocean-support.mjs';

const entry = join(root, 'apps/server/dist/server.js');
const STEPS = (process.env.BENCH_STEPS ?? '50,100,150,200,250,300,400,500,600,650,800')
  .split(',')
  .map(Number);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 8);
const OVERLOAD_SECONDS = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 15);
const CONTAINERS = process.env.BENCH_CONTAINERS ?? '2000';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
console.info(machineSpeedLine());
const SANDBOX_PROCESS = process.env.BENCH_SANDBOX_PROCESS ?? 'child';
const SERVER_ENV = Object.fromEntries(
  (process.env.BENCH_SERVER_ENV ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=')),
);
const P99_LIMIT_MS = 500;
/** A request still unanswered after this long is counted as never completed (and abandoned). */
const CLIENT_TIMEOUT_MS = 10_000;
const TARGETS = {
  pglite: { rps: 300, p99: 500 },
  postgres: { rps: 600, p99: 250 },
  overloadMaxWaitMs: 2000,
};

if (!existsSync(entry)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function startServer(databaseUrl) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tracklane-load-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // As `npm start` logs: a line per request is part of its cost.
    LOG_LEVEL: 'info',
    SANDBOX_WORLD: 'true',
    SANDBOX_CONTAINERS: CONTAINERS,
    SANDBOX_PROCESS,
    // One load generator on one IP with a handful of tokens stands for many users: the per-caller
    // limits (still counted, one upsert per call) must not refuse it.
    RATE_LIMIT_MAX: '1000000',
    CODE_SENDS_PER_IP_PER_HOUR: '100000',
    ...SERVER_ENV,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof': profile the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = null;
  child.once('exit', (code) => {
    exited = code;
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/health`, 480, () => exited !== null);
  return {
    base,
    pid: child.pid,
    startMs: performance.now() - started,
    async stop() {
      if (exited === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function api(base, path, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (json.statusCode !== 20000 && json.statusCode !== 20001)
    throw new Error(`${method} ${path}: ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

const PAIRS = [
  ['CNSHA', 'NLRTM'],
  ['CNSHA', 'USLAX'],
  ['SGSIN', 'DEHAM'],
  ['CNNGB', 'USLGB'],
  ['KRPUS', 'NLRTM'],
  ['CNYTN', 'GBFXT'],
];

/** A member with subscribed samples, an API key's read token, guests for schedules, vessel names. */
async function prepare(base) {
  const username = `load${Date.now().toString(36)}`;
  const { token } = await registerMember(base, username);
  const world = await api(base, '/sandbox/world');
  const inputs = [
    ...world.samples.containers.map((containerNumber) => ({ containerNumber })),
    ...world.samples.billsOfLading.map((billNumber) => ({ billNumber })),
  ];
  for (const body of inputs) {
    const carrierCode = world.samples.carriers[body.containerNumber ?? body.billNumber];
    try {
      await api(base, '/application/ocean/subscribe', {
        token,
        method: 'POST',
        body: carrierCode ? { ...body, carrierCode } : body,
      });
    } catch {}
  }
  const page = await api(base, '/application/ocean/subscribe/?pageIndex=1&pageSize=50', { token });
  const ids = page.list.map((item) => item.id);
  if (ids.length === 0) throw new Error(`no subscription listed: ${JSON.stringify(page).slice(0, 200)}`);
  const key = await api(base, '/auth/api/keys', { token, method: 'POST', body: { name: 'load bench' } });
  const apiKeyQuery = `clientId=${encodeURIComponent(key.clientId)}&key=${encodeURIComponent(key.key)}`;
  const read = await api(base, `/auth/api/token?${apiKeyQuery}`);
  // Schedule searches count against a daily quota per organisation or guest (free: 200).
  const guests = [];
  for (let i = 0; i < 60; i += 1)
    guests.push((await api(base, '/auth/guest/token?type=guest&secret=tracklane-guest')).accessToken);
  const vessels = ['MAERSK', 'MSC', 'EVER', 'CMA', 'COSCO', 'ONE', 'HMM', 'YM'];
  return { token, readToken: read.accessToken, ids, apiKeyQuery, guests, username, vessels };
}

/** The mix: [weight, name, (i) => [path, token]]. */
function mix(p) {
  let guest = 0;
  const pick = (list, i) => list[i % list.length];
  return [
    [24, 'ocean list', () => ['/application/ocean/subscribe/?pageIndex=1&pageSize=10', p.token]],
    [8, 'ocean list (API key)', () => ['/application/ocean/subscribe/?pageIndex=1&pageSize=10', p.readToken]],
    [20, 'shipment detail', (i) => [`/application/ocean/subscribe/${pick(p.ids, i)}`, p.token]],
    [14, 'vessel search', (i) => [`/vessel2/vessels?kw=${pick(p.vessels, i)}`, p.token]],
    [
      10,
      'schedule search',
      (i) => {
        const [pol, pod] = pick(PAIRS, i);
        // 150 a guest, well under the free edition's 200 a day.
        const g = p.guests[Math.floor(guest++ / 150) % p.guests.length];
        return [`/application/schedule/p2p?polCode=${pol}&podCode=${pod}&pageNum=1&pageSize=10`, g];
      },
    ],
    [10, 'current user', () => ['/auth/user/current', p.token]],
    [5, 'API keys list', () => ['/auth/api/keys', p.token]],
    [5, 'health', () => ['/health', null]],
    [3, 'API key sign-in', () => [`/auth/api/token?${p.apiKeyQuery}`, null]],
    [1, 'password sign-in', () => [`/auth/user/token?username=${p.username}&password=secret123`, null]],
  ];
}

/** Spreads the weights over a shuffled cycle of 100 so every second sees the same mix. */
function schedule(entries) {
  const cycle = [];
  for (const e of entries) for (let k = 0; k < e[0]; k += 1) cycle.push(e);
  let seed = 7;
  for (let i = cycle.length - 1; i > 0; i -= 1) {
    seed = (seed * 16807) % 2147483647;
    const j = seed % (i + 1);
    [cycle[i], cycle[j]] = [cycle[j], cycle[i]];
  }
  return cycle;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 2048 });

function request(base, path, token) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.get(
      `${base}${path}`,
      { agent, headers: token ? { authorization: `Bearer ${token}` } : {}, timeout: CLIENT_TIMEOUT_MS },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          let code = 0;
          try {
            code = JSON.parse(Buffer.concat(chunks).toString('utf8')).statusCode;
          } catch {}
          resolve({ ms: performance.now() - started, status: res.statusCode, code });
        });
        res.on('error', () => resolve({ ms: performance.now() - started, status: 0, code: 0 }));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      resolve({ ms: performance.now() - started, status: -1, code: 0 });
    });
    req.on('error', () => resolve({ ms: performance.now() - started, status: 0, code: 0 }));
  });
}

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN;

/**
 * CPU of the server's main thread (the API's event loop; its task id is the process id), apart
 * from its other threads: PGlite's (PGLITE_THREAD=worker), GC and I/O helpers.
 */
const threadCpuMsOf = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
};

/** Busy CPU of the whole machine so far, in ms (/proc/stat: all but idle and iowait). */
const machineBusyMs = () => {
  const [, ...jiffies] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const busy = jiffies.slice(0, 8).reduce((a, b) => a + b, 0) - jiffies[3] - jiffies[4];
  return (busy * 1000) / 100;
};
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Offers `rps` for `seconds` (open loop) and sums up the answers. */
async function offer(base, cycle, rps, seconds, pid) {
  const total = Math.round(rps * seconds);
  const results = [];
  const pending = [];
  const cpuBefore = cpuMsOf(pid);
  const apiThreadBefore = threadCpuMsOf(pid);
  const machineBefore = machineBusyMs();
  const ownBefore = ownCpuMs();
  const started = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rps;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const [, name, build] = cycle[i % cycle.length];
    const [path, token] = build(i);
    pending.push(request(base, path, token).then((r) => results.push({ ...r, name })));
  }
  const sentSeconds = (performance.now() - started) / 1000;
  await Promise.all(pending);
  const cpuMs = cpuMsOf(pid) - cpuBefore;
  const apiThreadMs = threadCpuMsOf(pid) - apiThreadBefore;
  const machineMs = machineBusyMs() - machineBefore;
  const ownMs = ownCpuMs() - ownBefore;
  const wallS = (performance.now() - started) / 1000;
  const served = results.filter((r) => r.status === 200 && (r.code === 20000 || r.code === 20001));
  const shed = results.filter((r) => r.status === 503 && r.code === 50300);
  const timedOut = results.filter((r) => r.status === -1);
  const failed = results.length - served.length - shed.length - timedOut.length;
  const servedMs = served.map((r) => r.ms).sort((a, b) => a - b);
  const shedMs = shed.map((r) => r.ms).sort((a, b) => a - b);
  const byName = {};
  for (const r of served) {
    byName[r.name] = byName[r.name] ?? [];
    byName[r.name].push(r.ms);
  }
  const failures = {};
  for (const r of results)
    if (!(r.status === 200 || r.status === 503 || r.status === -1)) {
      const k = `${r.name} ${r.status}/${r.code}`;
      failures[k] = (failures[k] ?? 0) + 1;
    }
  return {
    offered: total / sentSeconds,
    total,
    servedRps: served.length / wallS,
    served: served.length,
    shed: shed.length,
    timedOut: timedOut.length,
    failed,
    failures,
    p50: pct(servedMs, 0.5),
    p99: pct(servedMs, 0.99),
    shedP99: pct(shedMs, 0.99),
    maxWait: Math.max(...results.map((r) => r.ms)),
    cpuPerServedMs: cpuMs / Math.max(1, served.length + shed.length),
    serverCores: cpuMs / 1000 / wallS,
    apiThreadCores: apiThreadMs / 1000 / wallS,
    // The rest of the machine: PostgreSQL, the sandbox child, this load generator, anything else.
    machineCores: machineMs / 1000 / wallS,
    generatorCores: ownMs / 1000 / wallS,
    byName: Object.fromEntries(
      Object.entries(byName).map(([n, ms]) => {
        ms.sort((a, b) => a - b);
        return [n, { n: ms.length, p50: pct(ms, 0.5), p99: pct(ms, 0.99) }];
      }),
    ),
  };
}

const f0 = (n) => (Number.isFinite(n) ? n.toFixed(0) : '-');
function line(r) {
  return (
    `offered ${f0(r.offered).padStart(4)}/s  served ${f0(r.servedRps).padStart(4)}/s  p50 ${f0(r.p50).padStart(5)} ms  ` +
    `p99 ${f0(r.p99).padStart(5)} ms  shed ${((100 * r.shed) / r.total).toFixed(1).padStart(5)}%  ` +
    `timed out ${r.timedOut}  failed ${r.failed}  max wait ${f0(r.maxWait)} ms  ` +
    `server ${r.serverCores.toFixed(2)} cores (API thread ${r.apiThreadCores.toFixed(2)}), ` +
    `${r.cpuPerServedMs.toFixed(2)} ms CPU/answer  machine ${r.machineCores.toFixed(2)}/${cpus().length} cores ` +
    `(load generator ${r.generatorCores.toFixed(2)})  load ${load()}`
  );
}

const summary = [];
for (const driver of DATABASES) {
  let database = null;
  if (driver === 'postgres') {
    try {
      database = await freshDatabase('tl_load');
    } catch (e) {
      console.info(`PostgreSQL not reachable (${e.message}): skipped`);
      continue;
    }
  }
  const server = await startServer(database?.url);
  try {
    console.info(
      `\n${driver}: started in ${(server.startMs / 1000).toFixed(1)} s (sandbox world of ${CONTAINERS} containers, SANDBOX_PROCESS=${SANDBOX_PROCESS}${Object.keys(SERVER_ENV).length ? `, ${JSON.stringify(SERVER_ENV)}` : ''}), load ${load()}`,
    );
    const p = await prepare(server.base);
    const settled = await settle(server.pid);
    console.info(
      `prepared ${p.ids.length} subscriptions; settled after ${(settled / 1000).toFixed(1)} s; load ${load()}`,
    );
    const cycle = schedule(mix(p));
    await offer(server.base, cycle, 50, 4, server.pid); // warm-up: JIT, pools, caches
    let held = null;
    for (const rps of STEPS) {
      const r = await offer(server.base, cycle, rps, STEP_SECONDS, server.pid);
      console.info(`step  ${line(r)}`);
      if (Object.keys(r.failures).length) console.info(`      failures: ${JSON.stringify(r.failures)}`);
      const ok = r.p99 <= P99_LIMIT_MS && r.shed === 0 && r.timedOut === 0 && r.failed === 0;
      if (!ok) break;
      held = r;
    }
    if (!held) {
      console.info(`${driver}: no step held p99 ≤ ${P99_LIMIT_MS} ms`);
      summary.push({ driver, held: null });
      continue;
    }
    const over = await offer(server.base, cycle, held.offered * 2, OVERLOAD_SECONDS, server.pid);
    console.info(`2×    ${line(over)}`);
    if (Object.keys(over.failures).length) console.info(`      failures: ${JSON.stringify(over.failures)}`);
    console.info('per call at the held rate (served):');
    for (const [n, s] of Object.entries(held.byName))
      console.info(
        `      ${n.padEnd(22)} ${String(s.n).padStart(5)}  p50 ${f0(s.p50).padStart(5)} ms  p99 ${f0(s.p99).padStart(5)} ms`,
      );
    summary.push({ driver, held, over });
  } finally {
    await server.stop();
    await database?.drop();
  }
}

console.info(`\nsummary (load average ${load()}):`);
for (const { driver, held, over } of summary) {
  const t = TARGETS[driver];
  if (!held) {
    console.info(`${driver}: nothing held; target ${t.rps} req/s at p99 ≤ ${t.p99} ms`);
    continue;
  }
  console.info(
    `${driver}: sustained ${f0(held.servedRps)} req/s at p99 ${f0(held.p99)} ms (≤ ${P99_LIMIT_MS} ms): ` +
      `${(held.servedRps / t.rps).toFixed(2)}× the target's ${t.rps} req/s (target p99 ≤ ${t.p99} ms: ` +
      `${held.p99 <= t.p99 ? 'met' : `${(held.p99 / t.p99).toFixed(2)}× it`})`,
  );
  console.info(
    `${driver}: at 2× (${f0(over.offered)} req/s offered): shed ${((100 * over.shed) / over.total).toFixed(1)}%, ` +
      `served ${f0(over.servedRps)} req/s at p99 ${f0(over.p99)} ms, shed answers p99 ${f0(over.shedP99)} ms, ` +
      `max wait ${f0(over.maxWait)} ms (${(over.maxWait / TARGETS.overloadMaxWaitMs).toFixed(2)}× the 2 s bound), ` +
      `never completed ${over.timedOut}`,
  );
}
agent.destroy();
