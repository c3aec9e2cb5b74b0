// Ocean refresh throughput end to end, in one run on PostgreSQL: the sandbox world in a child
// process (its own core) serving DCSA Track & Trace 2.2 over HTTP, N of its shipments subscribed
// by several organisations each (as a shipper, its forwarder and the consignee would), then the
// engine's refreshShipments over all of them through the real connector: first poll (every event
// fetched, mapped, stored, views built and copied to each subscription) and re-poll (cursor: only
// what is new). Also the fetch alone (connector + sandbox, no database) as the provider's ceiling.
// Issue 5's target: ≥ 1,000 subscriptions/s on this 2-core machine. Never fails on time.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { machineSpeedLine } from './machine-speed.mjs';
import {
  cpuSnapshot,
  cpuUsedSince,
  freshDatabase,
  registerMember,
  root,
  startServer,
} from './ocean-support.mjs';

const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 2000);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SEED = Number(process.env.BENCH_SEED ?? 1);
// The sandbox's clock runs this many times real time, so the world moves while the bench polls
// and the re-poll meets new events for some shipments, as a steady-state refresh does.
const SPEED = Number(process.env.BENCH_SANDBOX_SPEED ?? 600);

for (const built of ['apps/server/dist/server.js', 'packages/sandbox/dist/start-sandbox.js']) {
  if (!existsSync(join(root, built))) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
}
const serverDist = join(root, 'apps/server/dist');
const { openDatabase } = await import(`${serverDist}/db/database.js`);
const { refreshShipments } = await import(`${serverDist}/services/ocean/refresh-shipments.js`);
const { loadReferenceData } = await import(`${serverDist}/reference/load-reference-data.js`);
const { createDcsaTntClient } = await import(join(root, 'packages/connectors/dist/index.js'));

/** The sandbox child and what it tracks; resolves once the world is built and listening. */
export function startSandboxChild(execArgv = []) {
  const child = fork(
    join(root, 'bench/ocean-sandbox-child.mjs'),
    [String(SEED), String(SHIPMENTS), String(SPEED)],
    {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      execArgv,
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`sandbox child exited with ${code}`)));
    child.once('message', (info) =>
      resolve({
        ...info,
        pid: child.pid,
        async stop() {
          child.removeAllListeners('exit');
          child.kill('SIGTERM');
          await new Promise((r) => child.once('exit', r));
        },
      }),
    );
  });
}

/** The state right after subscribing: one shipment per reference, due now, and its subscriptions. */
async function seed(databaseUrl, emails, references) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: owners } = await client.query(
      'select id, organization_id from users where email = any($1::text[])',
      [emails],
    );
    const { rows: shipments } = await client.query(
      `insert into ocean_shipments (carrier_code, reference_type, reference, bill_no, container_no,
         next_refresh_at, refresh_interval_minutes)
       select r->>'carrierCode', r->>'referenceType', r->>'reference',
         case when r->>'referenceType' = 'BILL_OF_LADING' then r->>'reference' end,
         case when r->>'referenceType' = 'CONTAINER' then r->>'reference' end, now(), 240
       from jsonb_array_elements($1::jsonb) r
       on conflict do nothing
       returning id, carrier_code as "carrierCode", reference_type, reference`,
      [JSON.stringify(references)],
    );
    await client.query(
      `insert into ocean_subscriptions (organization_id, owner_user_id, shipment_id, bill_number,
         container_number, carrier_code)
       select o.organization_id, o.id, s.id,
         case when s.reference_type = 'BILL_OF_LADING' then s.reference else '' end,
         case when s.reference_type = 'CONTAINER' then s.reference else '' end, s.carrier_code
       from ocean_shipments s cross join users o where o.id = any($1::uuid[])`,
      [owners.map((o) => o.id)],
    );
    return shipments.map(({ id, carrierCode }) => ({ id, carrierCode }));
  } finally {
    await client.end();
  }
}

async function counts(databaseUrl, since) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // rebuilt: shipments whose poll took the full path (events stored, view rebuilt and copied
    // to its subscriptions) rather than the quiet one (nothing new: only the schedule moves).
    const { rows } = await client.query(
      `select
      (select count(*)::int from ocean_events) as events,
      (select count(*)::int from ocean_subscriptions where update_time is not null) as updated,
      (select count(*)::int from ocean_subscriptions) as subscriptions,
      (select count(*)::int from ocean_shipments where view_built_at >= $1) as rebuilt`,
      [since],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/** The connector against the sandbox, nothing stored: the provider side's ceiling. */
async function fetchOnly(client, references, label) {
  let fetched = 0;
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < references.length) {
        const batch = await client.fetchEvents(references[next++], null);
        fetched += batch.events.length;
      }
    }),
  );
  const ms = performance.now() - t0;
  console.info(
    `${label.padEnd(34)} ${rate(references.length, ms).padStart(8)} shipments   ${rate(fetched, ms).padStart(9)} events   (${fetched} events)`,
  );
}

async function cpuSince(databaseUrl, sandboxPid, before, shipments) {
  const used = await cpuUsedSince(databaseUrl, { sandbox: sandboxPid }, before);
  const per = (ms) => `${(ms / shipments).toFixed(2)} ms`;
  return `CPU per shipment: engine ${per(used.self)}, sandbox ${per(used.sandbox)}, PostgreSQL ${per(used.postgres)}`;
}

// Every statement the engine sends (BEGIN and COMMIT included) goes through pg.Client's query
// (the server's statement-naming client extends it): counted per pass, they are its round trips,
// and its BEGINs its transactions (pg_stat_database's counters lag while connections stay idle).
let statements = 0;
let begins = 0;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, ...rest) {
  statements += 1;
  if (/^\s*begin\b/i.test(typeof config === 'string' ? config : (config?.text ?? ''))) begins += 1;
  return clientQuery.call(this, config, ...rest);
};

const rate = (n, ms) => `${Math.round(n / (ms / 1000)).toLocaleString('en')}/s`;
const database = await freshDatabase('tl_bench_refresh');
let sandbox;
let db;
try {
  // The server migrates the database and registers the organisations, then stops: its own
  // dispatcher must not poll the shipments this bench times.
  const server = await startServer(database.url);
  const emails = [];
  try {
    for (let i = 0; i < SUBSCRIBERS; i += 1)
      emails.push((await registerMember(server.base, `refresh${i}`)).email);
  } finally {
    await server.stop();
  }
  console.info(machineSpeedLine());
  let t0 = performance.now();
  sandbox = await startSandboxChild();
  console.info(`sandbox child (seed ${SEED}) ready in ${Math.round(performance.now() - t0)} ms`);
  const shipments = await seed(database.url, emails, sandbox.references);
  const subscriptions = shipments.length * SUBSCRIBERS;
  console.info(
    `${shipments.length} shipments, ${SUBSCRIBERS} subscriptions each (${subscriptions} in all), ${CONCURRENCY} refreshes in flight, sandbox clock at ${SPEED}× real time`,
  );
  const client = createDcsaTntClient({ baseUrl: sandbox.endpoint, apiKey: sandbox.apiKey });
  const { ports } = loadReferenceData();
  db = await openDatabase({ databaseUrl: database.url, dataDir: '' });

  const references = sandbox.references.map((r) => ({
    type: r.referenceType,
    value: r.reference,
    carrierCode: r.carrierCode,
  }));
  // The sandbox's first answer for a reference computes and renders its events; later polls are
  // served from its caches, as a carrier's API would be for a shipment tracked all along.
  await fetchOnly(client, references, 'fetch only, cold sandbox');
  for (const pass of ['first poll', 're-poll (cursor)']) {
    const cpuBefore = await cpuSnapshot(database.url, { sandbox: sandbox.pid });
    const [statementsBefore, beginsBefore] = [statements, begins];
    t0 = performance.now();
    const since = new Date();
    const result = await refreshShipments({ db, client, shipments, ports, concurrency: CONCURRENCY });
    const ms = performance.now() - t0;
    const sent = statements - statementsBefore;
    const cpu = await cpuSince(database.url, sandbox.pid, cpuBefore, shipments.length);
    const transactions = begins - beginsBefore;
    const stored = await counts(database.url, since);
    console.info(
      `${pass.padEnd(34)} ${rate(shipments.length, ms).padStart(8)} shipments   ${rate(subscriptions, ms).padStart(9)} subscriptions   ${(ms / 1000).toFixed(1)} s  outcomes ${JSON.stringify(result.outcomes)} failed ${result.failed}${result.firstFailure ? ` (${result.firstFailure})` : ''}; ${stored.events} events stored, ${stored.updated}/${stored.subscriptions} subscriptions updated; ${stored.rebuilt} views rebuilt`,
    );
    console.info(
      `${''.padEnd(34)} ratio to the 1,000 subscriptions/s target ${(subscriptions / (ms / 1000) / 1000).toFixed(2)}; ${cpu}; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (2 cores: over 2, the figures are a share of a busy machine)`,
    );
    console.info(
      `${''.padEnd(34)} per shipment: ${(sent / shipments.length).toFixed(2)} statements sent by the engine (BEGIN and COMMIT included), ${(transactions / shipments.length).toFixed(2)} transactions (BEGIN)`,
    );
  }
  await fetchOnly(client, references, 'fetch only, warm sandbox');
} finally {
  await db?.close?.();
  await sandbox?.stop();
  await database.drop();
}
