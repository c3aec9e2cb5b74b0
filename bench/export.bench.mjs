// An export of 100,000 shipments with the default template, on PostgreSQL, in one run (issue 22):
// a fresh database, the built server migrating it, one organisation registered through the API,
// 100,000 shipments (each with a stored view: two boxes, a transhipment, events) and their
// subscriptions seeded by SQL, then POST /application/ocean/export and the job list polled until
// the job is done. Prints the seconds from the call to done and the peak RSS of the server process
// (the one building it: /proc/<pid>/status VmHWM, reset after start-up so it is the export's),
// against the targets ≤ 20 s and ≤ 300 MB, with the ratios. Never fails on time.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { freshDatabase, registerMember, root, settle, startServer } from './ocean-support.mjs';

const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 100_000);
const FORMAT = process.env.BENCH_FORMAT ?? 'xlsx';
const TARGET_SECONDS = 20;
const TARGET_MB = 300;

if (!existsSync(join(root, 'apps/server/dist/server.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

// One stored view, as a refresh writes it: the shape of a real shipment with two boxes.
const call = (code, t) => ({
  locationCode: code,
  locationName: code,
  scheduled: t,
  estimated: t,
  actual: null,
});
const location = (category, code, name, zone) => ({
  locationCategory: category,
  location: {
    locationCode: code,
    locationName: name,
    portEn: name,
    portCn: name,
    portJp: name,
    podCode: null,
    polCode: null,
    portTimeZone: zone,
    lat: 31.2,
    lon: 121.5,
  },
});
const event = (box, code, time, place) => ({
  id: `${box}-${code}-${time}`,
  eventClassifier: 'ACT',
  eventCategory: 'EQUIPMENT',
  eventCode: code,
  eventTime: time,
  sEventTime: null,
  description: `Event ${code}`,
  descriptionCn: `事件 ${code}`,
  transportEventCategory: null,
  equipmentEventCategory: 'LOAD',
  equipmentIndicator: 'LADEN',
  shipmentEventCategory: null,
  shipmentDocType: null,
  sourceCategory: 'CARRIER',
  transportCall: {
    location: { locationCode: place, locationName: place },
    vessel: { vesselName: 'EVER ALPHA', imo: '9000001', mmsi: null },
    voyage: '001E',
    facilityName: null,
    facilityCategory: null,
    eventPlace: null,
    transportCategory: 'VESSEL',
  },
  equipment: { equipmentCode: box },
  eventWarning: null,
});
const boxes = ['TLBU1111111', 'TLBU2222222'];
const VIEW = {
  proxy: {
    billNo: null,
    containerNo: null,
    booking: { bookingNo: 'BK1', bookingStatus: 'CONFIRMED' },
    places: [],
  },
  carrier: { carrierCode: 'MAEU' },
  status: null,
  statusCategory: 'IN_TRANSIT',
  displayStatus: 'IN_TRANSIT',
  completed: false,
  updateTime: '2026-11-20T00:00:00.000Z',
  shipmentEquipments: boxes.map((b) => ({ equipment: { equipmentCode: b }, containerTypeGroup: '40HC' })),
  shipmentLocations: [
    location('POL', 'CNSHA', 'Shanghai', 'Asia/Shanghai'),
    location('POT', 'SGSIN', 'Singapore', 'Asia/Singapore'),
    location('POD', 'NLRTM', 'Rotterdam', 'Europe/Amsterdam'),
  ],
  transports: [
    {
      transportCategory: 'VESSEL',
      vessel: { vesselName: 'EVER ALPHA', imo: '9000001', mmsi: null },
      voyage: '001E',
      routeNumber: 'AE1',
      loadTransportCall: call('CNSHA', '2026-11-01T00:00:00.000Z'),
      dischargeTransportCall: call('SGSIN', '2026-11-06T00:00:00.000Z'),
    },
    {
      transportCategory: 'VESSEL',
      vessel: { vesselName: 'MAERSK BRAVO', imo: '9000002', mmsi: null },
      voyage: '002W',
      routeNumber: 'AE2',
      loadTransportCall: call('SGSIN', '2026-11-08T00:00:00.000Z'),
      dischargeTransportCall: call('NLRTM', '2026-12-10T00:00:00.000Z'),
    },
  ],
  transportEvents: [],
  equipmentEvents: boxes.flatMap((b) =>
    ['GTIN', 'LOAD', 'DEPA', 'ARRI', 'DISC', 'LOAD'].map((code, i) =>
      event(b, code, new Date(Date.UTC(2026, 10, 1 + i * 2)).toISOString(), i < 3 ? 'CNSHA' : 'SGSIN'),
    ),
  ),
  shipmentEvents: [],
  shipmentDocuments: [],
  terminal: null,
  warnings: [],
  etdHistory: [{ value: '2026-11-01T00:00:00.000Z', recordedAt: '2026-10-01T00:00:00.000Z' }],
  etaHistory: [{ value: '2026-12-10T00:00:00.000Z', recordedAt: '2026-10-01T00:00:00.000Z' }],
  departureDelayDays: 0,
  arrivalDelayDays: 1,
  durationDays: 39,
};

const SEED_SQL = `
insert into ocean_shipments (id, carrier_code, reference_type, reference, bill_no, status, refresh_interval_minutes, view)
select md5('shipment' || g)::uuid, 'MAEU', 'BILL_OF_LADING', 'MAEU' || lpad(g::text, 10, '0'),
  'MAEU' || lpad(g::text, 10, '0'), 'IN_TRANSIT', 240, $1::jsonb /* view */
from generate_series(1, :count) g;
insert into ocean_subscriptions (organization_id, owner_user_id, shipment_id, bill_number, carrier_code, remark,
  status, display_status, pol_code, pod_code, etd, eta, atd, warning_codes, update_time, created_at)
select $1::uuid, $2::uuid, md5('shipment' || g)::uuid, 'MAEU' || lpad(g::text, 10, '0'), 'MAEU',
  case when g % 7 = 0 then 'PO-' || g else '' end, 'IN_TRANSIT', 'IN_TRANSIT',
  (array['CNSHA','CNNGB','SGSIN','KRPUS'])[1 + g % 4], (array['NLRTM','DEHAM','USLAX','GBFXT','JPTYO'])[1 + g % 5],
  now() - interval '10 days', now() + (g % 60) * interval '1 day', now() - interval '9 days',
  case when g % 11 = 0 then array['WETA'] else '{}'::text[] end, now() - (g % 100) * interval '1 hour',
  now() - (g % 365) * interval '1 day' - g * interval '1 second'
from generate_series(1, :count) g;
vacuum analyze ocean_shipments;
vacuum analyze ocean_subscriptions;
`;

async function seed(databaseUrl, email) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select id, organization_id from users where email = $1', [email]);
    const t0 = performance.now();
    for (const statement of SEED_SQL.split(/;\s*\n/).filter((s) => s.trim())) {
      const sql = statement.replaceAll(':count', String(Math.trunc(SHIPMENTS)));
      // The shipments take the view, the subscriptions the organisation and owner.
      const params = sql.includes('/* view */')
        ? [JSON.stringify(VIEW)]
        : sql.includes('$1')
          ? [rows[0].organization_id, rows[0].id]
          : [];
      await client.query(sql, params);
    }
    return performance.now() - t0;
  } finally {
    await client.end();
  }
}

/** VmHWM (peak resident set) of a process in MB; writing 5 to clear_refs resets it (Linux). */
const peakRssMb = (pid) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

// The server samples its own process.memoryUsage() (memory-sampler.mjs) into this file.
const memoryDir = mkdtempSync(join(tmpdir(), 'tl-export-memory-'));
const memoryFile = join(memoryDir, 'samples.jsonl');
process.env.BENCH_SERVER_NODE_ARGS = [
  process.env.BENCH_SERVER_NODE_ARGS ?? '',
  `--import=${pathToFileURL(join(root, 'bench/memory-sampler.mjs')).href}`,
].join(' ');
/** The largest of each figure among the samples taken in [from, to] (wall clock). */
function memoryPeaks(from, to) {
  const samples = existsSync(memoryFile)
    ? readFileSync(memoryFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
        .filter((s) => s.t >= from && s.t <= to)
    : [];
  const peak = {};
  for (const s of samples)
    for (const k of ['rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers'])
      peak[k] = Math.max(peak[k] ?? 0, s[k]);
  return { peak, count: samples.length, first: samples[0] };
}

const database = await freshDatabase('tl_bench_export');
let server;
try {
  server = await startServer(database.url, { BENCH_MEMORY_FILE: memoryFile });
  const member = await registerMember(server.base, 'exportbench');
  const seedMs = await seed(database.url, member.email);
  console.info(
    `seeded ${SHIPMENTS.toLocaleString('en')} shipments (stored views) + subscriptions in ${(seedMs / 1000).toFixed(1)} s`,
  );
  console.info(`server quiet after ${((await settle(server.pid)) / 1000).toFixed(1)} s`);
  const before = rssMb(server.pid);
  const reset = resetPeak(server.pid);
  const headers = { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' };
  const wallStart = Date.now();
  const t0 = performance.now();
  const created = await (
    await fetch(`${server.base}/application/ocean/export`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ language: 'en', format: FORMAT }),
    })
  ).json();
  if (created.statusCode !== 20000) throw new Error(`export call: ${JSON.stringify(created)}`);
  let job;
  let peak = 0;
  for (;;) {
    peak = Math.max(peak, rssMb(server.pid));
    const page = await (await fetch(`${server.base}/exports/jobs?pageSize=10`, { headers })).json();
    job = page.data.list.find((j) => j.id === created.data.id);
    if (job?.status === 'done' || job?.status === 'failed') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const seconds = (performance.now() - t0) / 1000;
  const wallEnd = Date.now();
  if (job.status !== 'done') throw new Error(`export failed: ${job.failureReason}`);
  const hwm = reset ? peakRssMb(server.pid) : peak;
  console.info(
    `export of ${job.rowCount.toLocaleString('en')} rows (${FORMAT}, default template): ${seconds.toFixed(1)} s, file ${(job.sizeBytes / 1e6).toFixed(1)} MB`,
  );
  console.info(
    `server process RSS: ${before.toFixed(0)} MB before, peak ${hwm.toFixed(0)} MB during the export (${reset ? 'VmHWM after a reset' : 'sampled every 200 ms'})`,
  );
  const { peak: m, count, first } = memoryPeaks(wallStart, wallEnd);
  if (count > 0)
    console.info(
      `server process.memoryUsage() (MB, ${count} samples): at start rss ${first.rss} heapUsed ${first.heapUsed} external ${first.external} arrayBuffers ${first.arrayBuffers}; peaks rss ${m.rss} heapTotal ${m.heapTotal} heapUsed ${m.heapUsed} external ${m.external} arrayBuffers ${m.arrayBuffers}`,
    );
  console.info(
    `seconds ratio to ${TARGET_SECONDS} s target ${(seconds / TARGET_SECONDS).toFixed(2)}   peak RSS ratio to ${TARGET_MB} MB target ${(hwm / TARGET_MB).toFixed(2)}`,
  );
} finally {
  await server?.stop();
  await database.drop();
  rmSync(memoryDir, { recursive: true, force: true });
}
