// AIS storage on PostgreSQL, in one run (issue 7's targets): positions ingested per second through
// the server's own ingest (thinning off, so every position is a row) into a fresh database, and a
// 6-month track query for one vessel through the vessel track service (≤ 2,000 points for the map;
// ranges over 3 days read the 10-minute overview the ingest keeps beside the full track).
// Targets: ≥ 50,000 positions/s; a 6-month track ≤ 100 ms. Prints figures and ratios.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { freshDatabase, root } from './ocean-support.mjs';

const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 300_000);
const VESSELS = Number(process.env.BENCH_VESSELS ?? 2_000);
const TRACK_QUERIES = Number(process.env.BENCH_TRACK_QUERIES ?? 20);
const serverDist = join(root, 'apps/server/dist');
if (!existsSync(join(serverDist, 'db/database.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const { openDatabase } = await import(`${serverDist}/db/database.js`);
const { AisIngest } = await import(`${serverDist}/services/ais/ais-ingest.js`);
const { readVesselTrack } = await import(`${serverDist}/services/vessels/vessel-track.js`);
const { loadReferenceData } = await import(`${serverDist}/reference/load-reference-data.js`);

const raw = (degrees) => Math.round(degrees * 600_000);
const database = await freshDatabase('tl_bench_ais');
let db;
try {
  db = await openDatabase({ databaseUrl: database.url, dataDir: undefined });
  const { mids } = loadReferenceData();

  // 1. Ingest: POSITIONS reports from VESSELS ships, 10 s apart per ship, ending now.
  const ingest = new AisIngest({ db, mids, minTrackIntervalMs: 0, maxBatch: 10_000, flushMs: 60_000 });
  const perVessel = Math.ceil(POSITIONS / VESSELS);
  const start = Date.now() - perVessel * 10_000;
  const messages = [];
  for (let i = 0; i < perVessel; i++)
    for (let v = 0; v < VESSELS; v++)
      messages.push([
        {
          type: 1,
          mmsi: 211000000 + v,
          lat: raw(54 + v * 0.001),
          lon: raw(7 + i * 0.0005),
          speed: 140,
          course: 900,
          heading: 90,
          status: 0,
        },
        start + i * 10_000,
      ]);
  // Warm-up: the first month's partition and the statements' plans.
  ingest.accept(...messages[0]);
  await ingest.flush();
  const t0 = performance.now();
  for (const [message, at] of messages.slice(1)) ingest.accept(message, at);
  await ingest.stop();
  const seconds = (performance.now() - t0) / 1000;
  const stored = ingest.stats.stored;
  const rate = (messages.length - 1) / seconds;
  console.info(
    `ingest: ${(messages.length - 1).toLocaleString('en')} positions of ${VESSELS.toLocaleString('en')} vessels in ${seconds.toFixed(2)} s = ${Math.round(rate).toLocaleString('en')} positions/s (${stored.toLocaleString('en')} rows written)   ratio to the 50,000/s target ${(rate / 50_000).toFixed(2)}`,
  );

  // 2. Six months of one vessel reporting every 30 s (the ingest's track interval): ~525,000 rows.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const MMSI = 477999000;
  const end = Date.now();
  const begin = end - 182 * 86_400_000;
  const months = new Set();
  for (let t = begin; t <= end + 31 * 86_400_000; t += 86_400_000)
    months.add(new Date(t).toISOString().slice(0, 7));
  const ensure = new AisIngest({ db, mids });
  for (const month of months) {
    ensure.accept(
      { type: 1, mmsi: 1, lat: 0, lon: 0, speed: 0, course: 0, heading: 0, status: 0 },
      Date.parse(`${month}-15T00:00:00Z`),
    );
    await ensure.flush();
  }
  const t1 = performance.now();
  // By SQL for speed, as the ingest would have stored them: every position in vessel_positions,
  // one per 10 minutes (every 20th) in vessel_track_overview.
  for (const [table, every] of [
    ['vessel_positions', 1],
    ['vessel_track_overview', 20],
  ])
    await client.query(
      `insert into ${table} (mmsi, at, lat_e6, lon_e6, sog, cog, heading, nav_status)
       select $1, to_timestamp(($2::bigint + g::bigint * 30000) / 1000.0),
         (30e6 + 20e6 * sin(g / 20000.0))::int, (-170e6 + ((g * 13) % 340000000))::int, 140, 900, 90, 0
       from generate_series(0, (($3::bigint - $2::bigint) / 30000)::int) g where g % ${every} = 0`,
      [MMSI, begin, end],
    );
  await client.query('vacuum analyze vessel_positions');
  await client.query('vacuum analyze vessel_track_overview');
  const { rows } = await client.query('select count(*)::int as n from vessel_positions where mmsi = $1', [
    MMSI,
  ]);
  console.info(
    `track: ${rows[0].n.toLocaleString('en')} positions of one vessel over 182 days seeded in ${((performance.now() - t1) / 1000).toFixed(1)} s`,
  );
  await client.end();
  const times = [];
  let points = 0;
  for (let i = 0; i < TRACK_QUERIES + 2; i++) {
    const q0 = performance.now();
    const track = await readVesselTrack(db, { mmsi: MMSI, start: new Date(begin), end: new Date(end + 1) });
    if (i >= 2) times.push(performance.now() - q0); // two warm-up queries
    points = track.length;
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)];
  const p95 = times[Math.floor(0.95 * (times.length - 1))];
  console.info(
    `6-month track query: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${points} points returned   p50 ratio to the 100 ms target ${(p50 / 100).toFixed(2)}`,
  );
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await db?.close();
  await database.drop();
}
