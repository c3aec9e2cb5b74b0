// The sandbox world, measured in one run on the built package (npm run build first):
// - time to load the reference data, build the sea router, the fleet and the whole default world
//   (issue 4's target: the default world starts in under 10 s on this machine);
// - the whole sandbox start (world + every protocol server listening);
// - DCSA Track & Trace events served per second over real HTTP (pages of /v2/events by container);
// - AIS: sentences encoded per second for every vessel's position report.
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const dist = `${root}packages/sandbox/dist`;
if (!existsSync(`${dist}/start-sandbox.js`)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const { loadReferenceData } = await import(`${dist}/world/reference/index.js`);
const { createSeaRouter } = await import(`${dist}/world/geo/index.js`);
const { buildFleet } = await import(`${dist}/world/fleet/index.js`);
const { buildWorld } = await import(`${dist}/world/build-world.js`);
const { startSandbox } = await import(`${dist}/start-sandbox.js`);
const { positionReport, staticReports } = await import(`${dist}/providers/ais/vessel-reports.js`);
const { SentenceSequencer } = await import(`${dist}/providers/ais/nmea/sentence.js`);

const DAY = 86_400_000;
const anchor = Math.floor(Date.now() / DAY) * DAY;
const ms = (t0) => performance.now() - t0;
const fmt = (n) => `${Math.round(n).toLocaleString('en')}`;

let t0 = performance.now();
const reference = loadReferenceData();
const referenceMs = ms(t0);
t0 = performance.now();
const router = createSeaRouter(reference);
const routerMs = ms(t0);
t0 = performance.now();
const fleet = buildFleet({ seed: 1, from: anchor - 183 * DAY, to: anchor + 70 * DAY, reference, router });
const fleetMs = ms(t0);
t0 = performance.now();
const world = buildWorld({ seed: 1, anchor, reference, router });
const worldWarmMs = ms(t0);

console.info('World generation (default size, seed 1)');
console.info(`  reference data load           ${fmt(referenceMs)} ms`);
console.info(`  sea router build              ${fmt(routerMs)} ms`);
console.info(
  `  fleet (cold routes)           ${fmt(fleetMs)} ms  (${fleet.vessels.length} vessels, ${fleet.voyages.length} voyages)`,
);
console.info(`  world (reference+router warm) ${fmt(worldWarmMs)} ms  (${world.shipments.length} bookings)`);

t0 = performance.now();
const sandbox = await startSandbox({ seed: 2, speed: 1 });
const startMs = ms(t0);
console.info(
  `  full sandbox start (new router, reference cached) ${fmt(startMs)} ms  (target < 10,000 ms with the ~1 s above; ratio ${(startMs / 10_000).toFixed(2)} of target)`,
);

// DCSA T&T: fetch every event of many containers, a few requests at a time.
const containers = sandbox.world.shipments
  .filter((s) => s.status === 'CONFIRMED')
  .flatMap((s) => s.containers.map((c) => c.number))
  .filter((_, i) => i % 97 === 0)
  .slice(0, 400);
let events = 0;
let requests = 0;
t0 = performance.now();
const queue = [...containers];
await Promise.all(
  Array.from({ length: 8 }, async () => {
    for (let number = queue.shift(); number; number = queue.shift()) {
      let url = `${sandbox.endpoints.dcsaTnt}/v2/events?equipmentReference=${number}&limit=100`;
      while (url) {
        const res = await fetch(url, { headers: { 'API-Key': sandbox.apiKey } });
        requests += 1;
        const body = await res.json();
        if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
        events += body.length;
        const next = res.headers.get('next-page');
        url = next ? new URL(next, sandbox.endpoints.dcsaTnt).href : '';
      }
    }
  }),
);
const tntSeconds = ms(t0) / 1000;
console.info('DCSA Track & Trace 2.2 over HTTP (8 concurrent clients)');
console.info(`  ${fmt(requests)} requests, ${fmt(events)} events in ${tntSeconds.toFixed(2)} s`);
console.info(`  ${fmt(events / tntSeconds)} events/s, ${fmt(requests / tntSeconds)} requests/s`);
await sandbox.close();

// AIS: encode every vessel's position report (and every tenth vessel's static data) for 2 s.
const states = world.vessels.map((v) => world.vesselStateAt(v, anchor));
const seq = new SentenceSequencer();
let sentences = 0;
let positions = 0;
t0 = performance.now();
while (performance.now() - t0 < 2000) {
  world.vessels.forEach((vessel, i) => {
    const state = world.vesselStateAt(vessel, anchor + positions * 1000);
    positions += 1;
    sentences += positionReport(vessel, state, anchor + i * 1000, seq).length;
    if (i % 10 === 0) for (const group of staticReports(vessel, states[i], seq)) sentences += group.length;
  });
}
const aisSeconds = ms(t0) / 1000;
console.info(`AIS NMEA (${world.vessels.length} vessels; vessel state + encoding)`);
console.info(`  ${fmt(sentences / aisSeconds)} sentences/s, ${fmt(positions / aisSeconds)} vessel states/s`);
console.info(
  `  a real-time feed of these vessels needs about 40 sentences/s: ratio ${(sentences / aisSeconds / 40).toFixed(0)}× headroom`,
);
