// Webhook deliveries per second on PostgreSQL (issue 21's target: ≥ 500/s to a local receiver).
// The built server (API and jobs, `WEBHOOK_ALLOW_PRIVATE_ADDRESSES=true` for the loopback
// receiver) on a fresh database; an endpoint of a registered organisation points at an HTTP
// receiver in this process that answers 204. `BENCH_MESSAGES` (1,000) test events are sent through
// the API and delivered once (not timed: the messages' set-up; each is its own `webhooks.deliver`
// job, as a fan-out's message is, and this line is bounded by the API calls that write them), then
// each round redelivers all of them with one range redelivery (one transaction restarts them and
// queues their attempts in jobs of up to MAX_WEBHOOK_BATCH messages) and times until the receiver
// has had every one: deliveries/s, with the CPU each delivery cost the server, the database and
// this process (the receiver), from /proc. A last round times the path of a fan-out's messages:
// one transaction restarts every message and queues one single-message job each (straight into
// pg-boss's table, as `jobs.send` would, so the API's pace is not what is measured).
// `BENCH_DATABASE_PREFIX` names the database apart.
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import pg from 'pg';
import { machineSpeedLine } from './machine-speed.mjs';
import { cpuSnapshot, cpuUsedSince, freshDatabase, registerMember, startServer } from './ocean-support.mjs';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET = 500;

let received = 0;
let onReceived = () => {};
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received += 1;
    res.writeHead(204).end();
    onReceived();
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${receiver.address().port}/hooks`;

let shedCalls = 0;
async function api(base, path, token, body) {
  for (;;) {
    const res = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await res.json();
    // Shed by the server's load shedding (busy): wait as it says and call again, counted.
    if (answer.statusCode === 50300) {
      shedCalls += 1;
      await new Promise((resolve) => setTimeout(resolve, answer.data?.retryAfterMs ?? 1000));
      continue;
    }
    if (answer.statusCode !== 20000) throw new Error(`${path}: ${JSON.stringify(answer).slice(0, 300)}`);
    return answer.data;
  }
}

/** Resolves when the receiver has had `count` requests since `received` was `from`. */
function receivedAll(from, count, timeoutMs = 600_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`only ${received - from} of ${count} arrived`)),
      timeoutMs,
    );
    onReceived = () => {
      if (received - from >= count) {
        clearTimeout(timer);
        onReceived = () => {};
        resolve();
      }
    };
    onReceived();
  });
}

console.info(machineSpeedLine());
const database = await freshDatabase('tl_bench_webhooks');
let server;
try {
  server = await startServer(database.url, { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' });
  const { token } = await registerMember(server.base, 'hookbench');
  const endpoint = await api(server.base, '/application/webhooks', token, {
    url: receiverUrl,
    eventTypes: ['ETA_CHANGE'],
  });
  const from = new Date(Date.now() - 60_000).toISOString();
  let t0 = performance.now();
  let next = 0;
  const sendTests = async () => {
    while (next < MESSAGES) {
      next += 1;
      await api(server.base, '/application/webhooks/test', token, {
        endpointId: endpoint.id,
        eventType: 'ETA_CHANGE',
      });
    }
  };
  const firstDeliveries = receivedAll(received, MESSAGES);
  await Promise.all(Array.from({ length: 8 }, sendTests));
  const sentMs = performance.now() - t0;
  await firstDeliveries;
  console.info(
    `${MESSAGES} test events sent through the API in ${(sentMs / 1000).toFixed(1)} s (${Math.round(MESSAGES / (sentMs / 1000))}/s) and delivered ${((performance.now() - t0) / 1000).toFixed(1)} s after the first${shedCalls ? ` (${shedCalls} calls shed by the busy server and made again)` : ''}`,
  );
  for (let round = 1; round <= ROUNDS; round += 1) {
    const before = await cpuSnapshot(database.url, { server: server.pid });
    const start = received;
    const done = receivedAll(start, MESSAGES);
    t0 = performance.now();
    const { queued } = await api(server.base, '/application/webhooks/redeliver', token, {
      endpointId: endpoint.id,
      from,
      to: new Date().toISOString(),
    });
    const queuedMs = performance.now() - t0;
    await done;
    const ms = performance.now() - t0;
    const cpu = await cpuUsedSince(database.url, { server: server.pid }, before);
    const rate = queued / (ms / 1000);
    const per = (v) => (v / queued).toFixed(2);
    console.info(
      `round ${round}: ${queued} redelivered in ${(ms / 1000).toFixed(2)} s = ${Math.round(rate)} deliveries/s (ratio to the ${TARGET}/s target ${(rate / TARGET).toFixed(2)}); queuing them took ${Math.round(queuedMs)} ms; CPU per delivery: server ${per(cpu.server)} ms, PostgreSQL ${per(cpu.postgres)} ms, receiver and bench ${per(cpu.self)} ms; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  }
  {
    const before = await cpuSnapshot(database.url, { server: server.pid });
    const start = received;
    const done = receivedAll(start, MESSAGES);
    t0 = performance.now();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let queued = 0;
    try {
      await client.query('begin');
      const restarted = await client.query(
        `update webhook_messages set status = 'pending', delivery_run = delivery_run + 1, attempt_count = 0,
                next_attempt_at = now(), delivered_at = null
          where endpoint_id = $1 returning id, delivery_run`,
        [endpoint.id],
      );
      queued = restarted.rowCount;
      await client.query(
        `insert into pgboss.job (name, data, retry_limit, retry_delay, retry_backoff, expire_in, policy)
         select q.name, json_build_object('messageId', m.id, 'run', m.run, 'attempt', 0), q.retry_limit,
                q.retry_delay, q.retry_backoff, q.expire_seconds * interval '1s', q.policy
           from pgboss.queue q, jsonb_to_recordset($1::jsonb) as m(id text, run int)
          where q.name = 'webhooks.deliver'`,
        [JSON.stringify(restarted.rows.map((r) => ({ id: r.id, run: r.delivery_run })))],
      );
      await client.query(`select pg_notify('jobs_queued', 'webhooks.deliver')`);
      await client.query('commit');
    } finally {
      await client.end();
    }
    await done;
    const ms = performance.now() - t0;
    const cpu = await cpuUsedSince(database.url, { server: server.pid }, before);
    const rate = queued / (ms / 1000);
    const per = (v) => (v / queued).toFixed(2);
    console.info(
      `one job per message (a fan-out's path): ${queued} delivered in ${(ms / 1000).toFixed(2)} s = ${Math.round(rate)} deliveries/s (ratio to the ${TARGET}/s target ${(rate / TARGET).toFixed(2)}); CPU per delivery: server ${per(cpu.server)} ms, PostgreSQL ${per(cpu.postgres)} ms, receiver and bench ${per(cpu.self)} ms; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  }
} finally {
  await server?.stop();
  await database.drop();
  receiver.close();
}
