// The ocean subscription list with 100,000 subscriptions in one organisation, on PostgreSQL, in
// one run: a fresh database, the built server migrating it, one organisation registered through
// the API, 100,000 shipments and subscriptions seeded by SQL (generate_series), then the list call
// (default page, a filtered + sorted page, a deep page) from concurrent HTTP clients, and a bare
// Fastify route in its own process for comparison. Issue 5's targets: p95 ≤ 50 ms, and list
// requests/s at least half of the bare route's. Prints figures and ratios; never fails on time.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import {
  cpuSnapshot,
  cpuUsedSince,
  fmtLoad,
  freePort,
  freshDatabase,
  load,
  registerMember,
  root,
  settle,
  startServer,
  transactionCount,
  waitFor,
} from './ocean-support.mjs';

const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

if (!existsSync(join(root, 'apps/server/dist/server.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

// Realistic spread: a few big carriers carry most boxes (squared random picks the first ones
// more often), most shipments are at sea or at a port, a minority have warnings, ETAs around now.
const SEED_SQL = `
select setseed(0.42);
create temporary table seed as
select g,
  md5('shipment' || g)::uuid as shipment_id,
  (array['MSCU','MAEU','CMDU','COSU','HLCU','ONEY','EGLV','YMLU','HDMU','ZIMU','PABV','WHLC'])
    [1 + floor(power(random(), 2) * 12)::int] as carrier,
  (array['IN_TRANSIT','IN_TRANSIT','IN_TRANSIT','AT_POL','AT_TS','AT_POD','AVAILABLE','PRE_CARRIAGE',
         'ON_CARRIAGE','COMPLETE','COMPLETE','NODATA'])[1 + floor(random() * 12)::int] as status,
  (array['CNSHA','CNNGB','CNYTN','SGSIN','KRPUS','HKHKG','NLRTM','DEHAM','BEANR','USLAX','USLGB',
         'USNYC','GBFXT','ESVLC','AEJEA','JPTYO','MYPKG','VNSGN','THLCH','INNSA'])
    [1 + floor(random() * 20)::int] as pod,
  (array['CNSHA','CNNGB','CNYTN','SGSIN','KRPUS','VNSGN','TWKHH','INNSA'])[1 + floor(random() * 8)::int] as pol,
  case when random() < 0.05 then null else now() + (random() * 90 - 30) * interval '1 day' end as eta,
  case when random() < 0.92 then '{}'::text[]
       when random() < 0.7 then array[(array['WETA','WGTOT','WDLPT','WTSBA','WPCGI'])[1 + floor(random() * 5)::int]]
       else array['WETA','WGTOT'] end as warnings,
  now() - random() * interval '365 days' as created,
  random() < 0.5 as by_bill
from generate_series(1, :count) g;
insert into ocean_shipments (id, carrier_code, reference_type, reference, bill_no, container_no, status,
  completed, refresh_interval_minutes, created_at)
select shipment_id, carrier, case when by_bill then 'BILL_OF_LADING' else 'CONTAINER' end,
  case when by_bill then carrier || lpad(g::text, 10, '0') else 'TLBU' || lpad(g::text, 7, '0') end,
  case when by_bill then carrier || lpad(g::text, 10, '0') end,
  case when by_bill then null else 'TLBU' || lpad(g::text, 7, '0') end,
  status, status = 'COMPLETE', 240, created
from seed;
insert into ocean_subscriptions (organization_id, owner_user_id, shipment_id, bill_number, container_number,
  carrier_code, remark, status, display_status, pol_code, pod_code, etd, eta, atd, ata, warning_codes,
  update_time, created_at)
select $1::uuid, $2::uuid, shipment_id,
  case when by_bill then carrier || lpad(g::text, 10, '0') else '' end,
  case when by_bill then '' else 'TLBU' || lpad(g::text, 7, '0') end,
  carrier, case when g % 7 = 0 then 'PO-' || g else '' end,
  case when status = 'NODATA' then null else status end, status, pol, pod,
  eta - interval '25 days', eta,
  case when status in ('IN_TRANSIT','AT_TS','AT_POD','AVAILABLE','ON_CARRIAGE','COMPLETE') then eta - interval '26 days' end,
  case when status in ('AT_POD','AVAILABLE','ON_CARRIAGE','COMPLETE') then eta + interval '6 hours' end,
  warnings, created + interval '2 days', created
from seed;
-- As autovacuum would have by then: statistics, and the visibility map index-only scans rely on.
vacuum analyze ocean_shipments;
vacuum analyze ocean_subscriptions;
`;

async function seed(databaseUrl, email) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select id, organization_id from users where email = $1', [email]);
    const user = rows[0];
    const t0 = performance.now();
    // One statement at a time: the temporary table lives in this session.
    const statements = SEED_SQL.split(/;\s*\n/).filter((s) => s.trim());
    for (const statement of statements) {
      // CREATE TABLE AS takes no bind parameters: the count is a number we own.
      const sql = statement.replace(':count', String(Math.trunc(SUBSCRIPTIONS)));
      const params = sql.includes('$1') ? [user.organization_id, user.id] : [];
      await client.query(sql, params);
    }
    const seconds = performance.now() - t0;
    if (process.env.BENCH_EXPLAIN) await explain(client, user.organization_id);
    return { seconds, organizationId: user.organization_id };
  } finally {
    await client.end();
  }
}

/** BENCH_EXPLAIN=1: the plans of the page and count queries the default list runs. */
async function explain(client, organizationId) {
  const where = `organization_id = '${organizationId}' and deleted_at is null`;
  for (const q of [
    `select * from ocean_subscriptions where ${where} order by created_at desc nulls last, id desc limit 10`,
    `select count(*) from ocean_subscriptions where ${where}`,
  ]) {
    const { rows } = await client.query(`explain (analyze, buffers) ${q}`);
    console.info(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
}

/**
 * The two statements of the default list call run straight on PostgreSQL at the same
 * concurrency: which share of a list call is the page and which the exact total count.
 */
async function databaseShare(databaseUrl, email) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONCURRENCY });
  try {
    const { rows } = await pool.query('select organization_id from users where email = $1', [email]);
    const where = 'organization_id = $1 and deleted_at is null';
    const statements = [
      [
        'SQL: page (10 rows, newest first)',
        `select * from ocean_subscriptions where ${where} order by created_at desc nulls last, id desc limit 10`,
      ],
      ['SQL: exact count of the organisation', `select count(*) from ocean_subscriptions where ${where}`],
    ];
    for (const [name, text] of statements) {
      let next = 0;
      const latencies = [];
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next++ < REQUESTS) {
            const t = performance.now();
            await pool.query(text, [rows[0].organization_id]);
            latencies.push(performance.now() - t);
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      const at = (p) => latencies[Math.floor(p * (latencies.length - 1))];
      const rps = REQUESTS / ((performance.now() - t0) / 1000);
      console.info(`${name.padEnd(44)} ${fmtLoad({ rps, p50: at(0.5), p95: at(0.95), p99: at(0.99) })}`);
    }
  } finally {
    await pool.end();
  }
}

/** A bench server script in its own process: `bare-fastify-server.mjs` or `page-floor-server.mjs`. */
async function startChild(script, path, args = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'bench', script), String(port), ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}${path}`);
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

const database = await freshDatabase('tl_bench_list');
let server;
let bare;
let floor;
try {
  server = await startServer(database.url);
  const member = await registerMember(server.base, 'listbench');
  const seeded = await seed(database.url, member.email);
  const seedMs = seeded.seconds;
  console.info(
    `seeded ${SUBSCRIPTIONS.toLocaleString('en')} shipments + subscriptions in one organisation in ${(seedMs / 1000).toFixed(1)} s`,
  );
  // The server's start-up work (schedule ingest, the samples' first refreshes) would share the
  // two cores with the measured calls.
  console.info(`server quiet after ${((await settle(server.pid)) / 1000).toFixed(1)} s`);
  bare = await startChild('bare-fastify-server.mjs', '/bare');
  floor = await startChild('page-floor-server.mjs', '/page', [
    database.url,
    seeded.organizationId,
    String(CONCURRENCY),
  ]);
  const auth = { headers: { authorization: `Bearer ${member.token}` } };
  const list = `${server.base}/application/ocean/subscribe/`;
  const cases = [
    ['default page (newest first)', `${list}`],
    [
      'carriers MSCU,CMDU + IN_TRANSIT, sort eta',
      `${list}?carrierCode=MSCU,CMDU&status=IN_TRANSIT&sortBy=eta`,
    ],
    ['warnings WETA, sort -updateTime', `${list}?warnings=WETA&sortBy=-updateTime`],
    ['deep page 1,000 (offset 9,990)', `${list}?pageIndex=1000`],
  ];
  // BENCH_CASES=1,3: only those cases (1-based), e.g. to profile one.
  const only = process.env.BENCH_CASES?.split(',').map(Number);
  if (only) cases.splice(0, cases.length, ...cases.filter((_, i) => only.includes(i + 1)));
  // Every list answer must be a real page of this organisation, not an error envelope.
  const isPage = (text) => {
    const body = JSON.parse(text);
    return body.statusCode === 20000 && body.data.total > 0 && body.data.list.length > 0;
  };
  const run = (url, init, check) =>
    load({ requests: REQUESTS, concurrency: CONCURRENCY, request: () => [url, init], check });
  // CPU per request of the server, PostgreSQL and this load generator: stable on a busy machine.
  const withCpu = async (children, go) => {
    const before = await cpuSnapshot(database.url, children);
    const result = await go();
    const used = await cpuUsedSince(database.url, children, before);
    const per = (ms) => `${((ms / REQUESTS) * 1000).toFixed(0)} µs`;
    const server = Object.keys(children)[0];
    result.cpu = `CPU per request: ${server} ${per(used[server])}, PostgreSQL ${per(used.postgres)}, client ${per(used.self)}`;
    return result;
  };
  await run(cases[0][1], auth, isPage); // warm-up: JIT, pool, PostgreSQL buffers
  await run(`${bare.base}/bare`, {});
  console.info(`${REQUESTS} requests per case, ${CONCURRENCY} in flight`);
  const bareResult = await withCpu({ bare: bare.pid }, () => run(`${bare.base}/bare`, {}));
  console.info(`${'bare Fastify route (own process)'.padEnd(44)} ${fmtLoad(bareResult)}   ${bareResult.cpu}`);
  // The floor: the same HTTP stack plus the page's one SQL statement, its rows as node-postgres
  // returns them, nothing else. A list call that reads its page this way gets no closer to the
  // bare route; only reading less from PostgreSQL (or returning it cheaper) could.
  const floorResult = await withCpu({ floor: floor.pid }, () => run(`${floor.base}/page`, {}, isPage));
  console.info(
    `${'floor: bare route + the page SQL (own process)'.padEnd(44)} ${fmtLoad(floorResult)}   ${floorResult.cpu}`,
  );
  const results = [];
  for (const [name, url] of cases) {
    const before = await transactionCount(database.url);
    const r = await withCpu({ server: server.pid }, () => run(url, auth, isPage));
    r.transactions = ((await transactionCount(database.url)) - before) / REQUESTS;
    results.push(r);
    console.info(`${name.padEnd(44)} ${fmtLoad(r)}   ${r.cpu}`);
  }
  const again = await run(`${bare.base}/bare`, {});
  console.info(`${'bare Fastify route again (drift check)'.padEnd(44)} ${fmtLoad(again)}`);
  await databaseShare(database.url, member.email);
  const bareRps = (bareResult.rps + again.rps) / 2;
  console.info(
    `${'floor: bare route + the page SQL'.padEnd(44)} req/s ratio to bare ${(floorResult.rps / bareRps).toFixed(2)} (no auth, no mapping: what one page read per call allows here)`,
  );
  for (const [i, [name]] of cases.entries()) {
    const r = results[i];
    console.info(
      `${name.padEnd(44)} req/s ratio to bare ${(r.rps / bareRps).toFixed(2)} (target ≥ 0.50)   p95 ratio to 50 ms target ${(r.p95 / 50).toFixed(2)}   PostgreSQL transactions per call ${r.transactions.toFixed(2)}`,
    );
  }
} finally {
  await bare?.stop();
  await floor?.stop();
  await server?.stop();
  await database.drop();
}
