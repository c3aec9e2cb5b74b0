// Port-to-port schedule search on PostgreSQL, in one run: a fresh database, the sandbox world
// (seed 1: 80 services of 28 carriers) served over DCSA OVS 3.0 and CS 1.0 in this process, the
// server's schedules ingest storing every service's voyages from 3 months back to 12 weeks ahead,
// then the built server answering GET /application/schedule/p2p for 8 weeks of departures over
// POL/POD pairs that the services really connect (direct and transshipment), from concurrent
// clients. Issue 8's target: p95 ≤ 50 ms. Prints figures and ratios; never fails on time.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import pg from 'pg';
import { fmtLoad, freshDatabase, load, registerMember, root, startServer } from './ocean-support.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 200);

const dist = (path) => join(root, path);
if (!existsSync(dist('apps/server/dist/server.js')) || !existsSync(dist('packages/sandbox/dist/index.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const { startSandbox } = await import(dist('packages/sandbox/dist/index.js'));
const { openDatabase } = await import(dist('apps/server/dist/db/database.js'));
const { loadReferenceData } = await import(dist('apps/server/dist/reference/load-reference-data.js'));
const { ingestSchedules } = await import(dist('apps/server/dist/services/schedules/ingest-schedules.js'));
const { scheduleClientsFrom } = await import(dist('apps/server/dist/services/schedules/schedule-clients.js'));
const { loadScheduleIndex } = await import(dist('apps/server/dist/services/schedules/schedule-index.js'));

/** CPU seconds (user + system) of the processes `match` picks, from /proc (Linux). */
function cpuSeconds(match) {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!match(Number(pid))) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {}
  }
  return ticks / 100;
}

/** CPU seconds per server process of the connections to the bench database (the app's pool). */
async function backendCpu(databaseUrl) {
  const cpu = new Map();
  for (const pid of await backendPids(databaseUrl)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {}
  }
  return cpu;
}

/**
 * PostgreSQL CPU spent between two `backendCpu` readings: backends alive at the end, less what
 * they had used at the start (a backend the pool opened meanwhile counts whole; one it closed is
 * lost, so the figure errs low, never below zero).
 */
function backendCpuSpent(before, after) {
  let seconds = 0;
  for (const [pid, cpu] of after) seconds += cpu - (before.get(pid) ?? 0);
  return seconds;
}

/** The server processes of the connections to the bench database (the app's pool, warmed up). */
async function backendPids(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return new Set(rows.map((r) => r.pid));
  } finally {
    await client.end();
  }
}

const fmtLoadAvg = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

/** Ingests the sandbox's schedules into the database, as the schedules.ingest job does. */
async function ingest(databaseUrl) {
  const t0 = performance.now();
  const sandbox = await startSandbox({ seed: 1, speed: 1, size: { activeContainers: 100 } });
  const buildMs = performance.now() - t0;
  const db = await openDatabase({ databaseUrl, dataDir: '/tmp' });
  try {
    const clients = scheduleClientsFrom({}, sandbox);
    const t1 = performance.now();
    const outcome = await ingestSchedules({ db, clients, ports: loadReferenceData().ports, now: Date.now() });
    const ingestMs = performance.now() - t1;
    if (outcome.status !== 'ok') throw new Error(`ingest ${outcome.status}: ${outcome.reason}`);
    const t2 = performance.now();
    const again = await ingestSchedules({ db, clients, ports: loadReferenceData().ports, now: Date.now() });
    const againMs = performance.now() - t2;
    console.info(
      `sandbox world built in ${(buildMs / 1000).toFixed(1)} s; ingest: ${outcome.services} services, ${outcome.voyages.toLocaleString('en')} voyages, ${outcome.calls.toLocaleString('en')} port calls in ${(ingestMs / 1000).toFixed(1)} s (fetch OVS + CS, map, store); re-ingest ${(againMs / 1000).toFixed(1)} s, ${again.changedCalls} rows changed`,
    );
  } finally {
    await db.close();
    await sandbox.close();
  }
}

/**
 * What the server holds per process: the schedule index of this world, the heap it keeps
 * (between two full GCs; another query first, as node-postgres holds a connection's last result
 * until its next one) and its build time (one SQL read and the in-memory structure).
 */
async function indexFootprint(databaseUrl) {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  const db = await openDatabase({ databaseUrl, dataDir: '/tmp' });
  const heapUsed = async () => {
    await db.executeSql('select 1');
    gc();
    gc();
    return process.memoryUsage().heapUsed;
  };
  try {
    const heap0 = await heapUsed();
    let index = await loadScheduleIndex(db);
    const heap = (await heapUsed()) - heap0;
    const builds = [];
    for (let i = 0; i < 3; i += 1) {
      index = undefined;
      await heapUsed();
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      index = await loadScheduleIndex(db);
      const cpu = process.cpuUsage(cpu0);
      builds.push({ ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000 });
    }
    const [median] = builds.sort((a, b) => a.ms - b.ms).slice(1);
    console.info(
      `schedule index: ${index.voyages.size.toLocaleString('en')} voyages, ${index.calls.toLocaleString('en')} calls, heap ${(heap / 1048576).toFixed(1)} MB (wire forms of the calls pages print: up to ~55% more); built in ${median.ms.toFixed(0)} ms (${median.cpuMs.toFixed(0)} ms CPU in this process); ${fmtLoadAvg()}`,
    );
  } finally {
    await db.close();
  }
}

/**
 * POL/POD pairs with at least one sailing in the next 8 weeks: half direct (a voyage calls both),
 * half transshipment-only (two voyages of one carrier meet at a port), seeded random picks.
 */
async function pairs(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum analyze schedule_calls');
    await client.query('select setseed(0.8)');
    const direct = await client.query(
      `select a.port_code as pol, b.port_code as pod from schedule_calls a
        join schedule_calls b on b.voyage_id = a.voyage_id and b.seq > a.seq and b.port_key <> a.port_key
        where a.departure_at between now() and now() + interval '56 days' and a.status = 'SCHEDULED' and b.status = 'SCHEDULED'
        group by 1, 2 order by random() limit $1`,
      [Math.ceil(PAIRS / 2)],
    );
    const transshipped = await client.query(
      `select a.port_code as pol, d.port_code as pod from schedule_calls a
        join schedule_calls b on b.voyage_id = a.voyage_id and b.seq > a.seq
        join schedule_voyages va on va.id = a.voyage_id join schedule_services sa on sa.id = va.service_id
        join schedule_calls c on c.port_key = b.port_key and c.voyage_id <> a.voyage_id
          and c.departure_at between b.arrival_at + interval '12 hours' and b.arrival_at + interval '10 days'
        join schedule_voyages vc on vc.id = c.voyage_id join schedule_services sc on sc.id = vc.service_id and sc.carrier_code = sa.carrier_code
        join schedule_calls d on d.voyage_id = c.voyage_id and d.seq > c.seq and d.port_key <> a.port_key
        where a.departure_at between now() and now() + interval '56 days'
          and not exists (select 1 from schedule_calls x where x.voyage_id = a.voyage_id and x.port_key = d.port_key)
        group by 1, 2 order by random() limit $1`,
      [Math.floor(PAIRS / 2)],
    );
    return [...direct.rows, ...transshipped.rows];
  } finally {
    await client.end();
  }
}

const database = await freshDatabase('tl_bench_p2p');
let server;
try {
  await ingest(database.url);
  await indexFootprint(database.url);
  const list = await pairs(database.url);
  server = await startServer(database.url);
  const member = await registerMember(server.base, 'p2pbench');
  // A business plan: the bench makes more calls than a free organisation's daily schedule quota.
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query(
    `update organizations set edition = 'business', plan_valid_until = now() + interval '1 year'
      where id = (select organization_id from users where email = $1)`,
    [member.email],
  );
  await admin.end();
  const auth = { headers: { authorization: `Bearer ${member.token}` } };
  let sailings = 0;
  let answers = 0;
  const counted = (text) => {
    const body = JSON.parse(text);
    if (body.statusCode !== 20000) return false;
    sailings += body.data.total ?? 0;
    answers += 1;
    return true;
  };
  const url = (path, i, extra = '') => {
    const { pol, pod } = list[i % list.length];
    return [`${server.base}${path}?polCode=${pol}&podCode=${pod}&weeksOut=8${extra}`, auth];
  };
  console.info(`${list.length} POL/POD pairs (${Math.ceil(PAIRS / 2)} direct, the rest transshipment only)`);
  await load({
    requests: 200,
    concurrency: CONCURRENCY,
    request: (i) => url('/application/schedule/p2p', i),
  });
  console.info(`${REQUESTS} requests per case, ${CONCURRENCY} in flight; ${fmtLoadAvg()}`);
  const cases = [
    // For scale: the same server, token check and envelope around one tiny query.
    ['userLogs (reference: one small query)', '/vessel2/schedule/log/userLogs', ''],
    ['p2p (page of 10)', '/application/schedule/p2p', ''],
    ['p2p direct only', '/application/schedule/p2p', '&isTransit=0'],
    ['p2p/group (page of 200)', '/application/schedule/p2p/group', '&pageNum=1&pageSize=200'],
  ];
  const results = [];
  for (const [name, path, extra] of cases) {
    sailings = 0;
    answers = 0;
    // PostgreSQL's share: the backends serving this database only (the server may be shared).
    const cpu0 = [cpuSeconds((pid) => pid === server.pid), await backendCpu(database.url)];
    const r = await load({
      requests: REQUESTS,
      concurrency: CONCURRENCY,
      request: (i) => url(path, i, extra),
      check: counted,
    });
    results.push(r);
    // CPU per request depends far less on what else the machine runs than latency does.
    const serverMs = ((cpuSeconds((pid) => pid === server.pid) - cpu0[0]) / REQUESTS) * 1000;
    const pgMs = (backendCpuSpent(cpu0[1], await backendCpu(database.url)) / REQUESTS) * 1000;
    console.info(
      `${name.padEnd(38)} ${fmtLoad(r)}   CPU/request: server ${serverMs.toFixed(1)} ms, PostgreSQL ${pgMs.toFixed(1)} ms${path.includes('p2p') ? `   ${(sailings / answers).toFixed(1)} sailings per search` : ''}`,
    );
  }
  console.info(fmtLoadAvg());
  for (const [i, [name]] of cases.entries())
    console.info(`${name.padEnd(38)} p95 ratio to the 50 ms target ${(results[i].p95 / 50).toFixed(2)}`);
} finally {
  await server?.stop();
  await database.drop();
}
