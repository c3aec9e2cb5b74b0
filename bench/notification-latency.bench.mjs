// Notification latency on PostgreSQL (issue 21): from a carrier event appearing at the sandbox to
// the first delivery attempt of the e-mail it causes, and the part of it that is ours (from the
// stored change to the attempt). The sandbox world runs in real time in its own process
// (notification-sandbox-child.mjs) as an external carrier would; the built server runs as
// `npm start` does (API and jobs) against it, with T&T push subscriptions on (the professional
// plan's pace: pushes as the carrier publishes, polls every 60 minutes as the safety net).
// A member of a professional organisation subscribes every shipment with a vessel departure or
// arrival due in the window, with a rule for every date change (threshold 0) by e-mail to the
// sandbox mailbox. The bench waits out the window and reads what was delivered when.
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import pg from 'pg';
import { machineSpeedLine } from './machine-speed.mjs';
import { freshDatabase, registerMember, startServer } from './ocean-support.mjs';

const SEED = Number(process.env.BENCH_SEED ?? 1);
// Set-up (subscriptions, first polls, push subscriptions at the next minute) must end before it.
const LEAD_SECONDS = Number(process.env.BENCH_LEAD_SECONDS ?? 180);
const WINDOW_SECONDS = Number(process.env.BENCH_WINDOW_SECONDS ?? 480);
const MOST_SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 400);
const GRACE_SECONDS = 60;
const COALESCE_MS = 15 * 60_000;

function startSandboxChild() {
  const child = fork(new URL('./notification-sandbox-child.mjs', import.meta.url).pathname, [String(SEED)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`sandbox child exited with ${code}`)));
    child.once('message', (message) =>
      resolve({
        ...message,
        pid: child.pid,
        eventsDue: (request) =>
          new Promise((answered) => {
            child.once('message', answered);
            child.send(request);
          }),
        stop: () =>
          new Promise((r) => {
            if (child.exitCode !== null) return r();
            child.once('exit', r);
            child.kill('SIGTERM');
          }),
      }),
    );
  });
}

async function api(base, path, token, body) {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json();
  if (answer.statusCode !== 20000) throw new Error(`${path}: ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.data;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
function summary(label, values, target) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return `${label.padEnd(44)} no samples`;
  const p95 = pct(sorted, 0.95);
  return `${label.padEnd(44)} n ${String(sorted.length).padStart(4)}   p50 ${seconds(pct(sorted, 0.5)).padStart(9)}   p95 ${seconds(p95).padStart(9)}   max ${seconds(sorted.at(-1)).padStart(9)}${target ? `   p95 / target ${(p95 / target).toFixed(3)}` : ''}`;
}

console.info(machineSpeedLine());
const database = await freshDatabase('tl_bench_notify');
let sandbox;
let server;
const db = new pg.Client({ connectionString: database.url });
try {
  let t0 = performance.now();
  sandbox = await startSandboxChild();
  console.info(`sandbox child (seed ${SEED}, real time) ready in ${Math.round(performance.now() - t0)} ms`);
  t0 = performance.now();
  server = await startServer(database.url, (port) => ({
    OCEAN_TNT_URL: sandbox.endpoint,
    OCEAN_TNT_API_KEY: sandbox.apiKey,
    OCEAN_PUSH_CALLBACK_BASE: `http://127.0.0.1:${port}`,
  }));
  console.info(`server ready in ${Math.round(performance.now() - t0)} ms`);
  const due = await sandbox.eventsDue({
    leadMs: LEAD_SECONDS * 1000,
    windowMs: WINDOW_SECONDS * 1000,
    most: MOST_SHIPMENTS,
  });
  const realOf = (sim) => due.clock.real + (sim - due.clock.sim);
  console.info(
    `${due.references.length} shipments with ${due.events.length} vessel departure/arrival events due ${LEAD_SECONDS}–${LEAD_SECONDS + WINDOW_SECONDS} s from now`,
  );
  await db.connect();
  const { token } = await registerMember(server.base, 'notifybench');
  await db.query(`update organizations set edition = 'professional'`);
  await api(server.base, '/application/rule/event', token, {
    enabled: true,
    events: ['ETD_CHANGE', 'ETA_CHANGE', 'ATD_CHANGE', 'ATA_CHANGE'],
    thresholdHours: 0,
    scope: { kind: 'all' },
    channels: { email: true },
    emails: 'bench-ops@example.com',
  });
  t0 = performance.now();
  let next = 0;
  const subscribeOne = async () => {
    while (next < due.references.length) {
      const r = due.references[next++];
      await api(server.base, '/application/ocean/subscribe', token, {
        [r.field]: r.reference,
        carrierCode: r.carrierCode,
      });
    }
  };
  await Promise.all(Array.from({ length: 4 }, subscribeOne));
  console.info(`${due.references.length} subscriptions in ${Math.round(performance.now() - t0)} ms`);
  // Ready when every shipment has its first view and its push subscription at the carrier.
  for (;;) {
    const { rows } = await db.query(
      `select count(*)::int as shipments,
              count(*) filter (where s.view is not null)::int as viewed,
              count(p.provider_subscription_id)::int as pushed
         from ocean_shipments s left join ocean_push_subscriptions p on p.shipment_id = s.id`,
    );
    const { shipments, viewed, pushed } = rows[0];
    if (shipments > 0 && viewed === shipments && pushed === shipments) break;
    if (performance.now() - t0 > (LEAD_SECONDS + WINDOW_SECONDS) * 1000)
      throw new Error(`not ready: ${JSON.stringify(rows[0])}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  const readyAt = Date.now();
  const windowStart = realOf(due.clock.sim + LEAD_SECONDS * 1000);
  console.info(
    `first polls and push subscriptions done ${Math.round(performance.now() - t0)} ms after the first subscription; the window opens in ${Math.round((windowStart - readyAt) / 1000)} s`,
  );
  const counted = due.events.filter((e) => realOf(e.createdAt) > readyAt);
  const windowEnd = realOf(due.clock.sim + (LEAD_SECONDS + WINDOW_SECONDS) * 1000);
  const cpuBefore = process.cpuUsage();
  await new Promise((r) => setTimeout(r, Math.max(0, windowEnd - Date.now()) + GRACE_SECONDS * 1000));
  const load = loadavg();

  const deliveries = (
    await db.query(
      `select d.id, d.status, d.attempts, d.sent_at, n.created_at as notice_at, n.shipment_id,
              n.shipment->>'businessNumber' as reference, n.changes
         from notice_deliveries d join notices n on n.id = d.notice_id`,
    )
  ).rows;
  const reminders = (
    await db.query(
      `select shipment_id, recorded_at, notified_at from ocean_reminders where notified_at is not null`,
    )
  ).rows;
  const recordedOf = new Map();
  for (const r of reminders) {
    const key = `${r.shipment_id}|${r.notified_at.toISOString()}`;
    const first = recordedOf.get(key);
    if (!first || r.recorded_at < first) recordedOf.set(key, r.recorded_at);
  }
  const eventsOf = new Map();
  for (const e of counted) eventsOf.set(e.reference, [...(eventsOf.get(e.reference) ?? []), e]);
  const noticesOf = new Map();
  for (const d of deliveries)
    noticesOf.set(d.shipment_id, [...(noticesOf.get(d.shipment_id) ?? []), d.notice_at]);

  const ours = { atOnce: [], held: [] };
  const endToEnd = { atOnce: [], held: [] };
  const carrierToStored = [];
  let unmatched = 0;
  let notSent = 0;
  for (const d of deliveries) {
    if (d.status !== 'sent') {
      notSent += 1;
      continue;
    }
    const recorded = recordedOf.get(`${d.shipment_id}|${d.notice_at.toISOString()}`);
    // A notice that follows another of its shipment within the window was held by it on purpose.
    const held = (noticesOf.get(d.shipment_id) ?? []).some(
      (t) => t < d.notice_at && d.notice_at - t < COALESCE_MS,
    );
    const bucket = held ? 'held' : 'atOnce';
    if (recorded) ours[bucket].push(d.sent_at - recorded);
    const appeared = d.changes
      .flatMap((c) =>
        (eventsOf.get(d.reference) ?? []).filter(
          (e) => e.locode === c.portCode && e.eventDateTime === Date.parse(c.newValue),
        ),
      )
      .map((e) => realOf(e.createdAt));
    if (appeared.length === 0) {
      unmatched += 1;
      continue;
    }
    const first = Math.min(...appeared);
    endToEnd[bucket].push(d.sent_at - first);
    if (recorded && !held) carrierToStored.push(recorded - first);
  }
  const cpu = process.cpuUsage(cpuBefore);
  console.info(
    `${counted.length} events published after set-up; ${deliveries.length} e-mail deliveries (${notSent} not sent), ${unmatched} not matched to a sandbox event of the window`,
  );
  console.info(summary('carrier event → first attempt (at once)', endToEnd.atOnce, 60_000));
  console.info(summary('  of which carrier event → stored change', carrierToStored));
  console.info(summary('stored change → first attempt (ours, at once)', ours.atOnce, 2_000));
  console.info(summary('carrier event → attempt (held by the 15-min window)', endToEnd.held));
  console.info(summary('stored change → attempt (held by the window)', ours.held));
  console.info(
    `load average ${load.map((l) => l.toFixed(1)).join(' ')}; the bench's own CPU while waiting ${Math.round((cpu.user + cpu.system) / 1000)} ms`,
  );
} finally {
  await db.end().catch(() => undefined);
  await server?.stop();
  await sandbox?.stop();
  await database.drop();
}
