// Sea-route computation on the marnet graph, as the server does it (issue 5's target: p50 ≤ 2 ms),
// measured on the built packages (npm run build first):
// - the one-off cost: reference data load and the lazy sea-router build (graph of ~marnet lanes);
// - POL → POD routes (POST /gis/route without a stored route): A*, port legs, longitude unwrap and
//   1e-4° dedupe, over ~200 random distinct pairs of major ports (seeded), each pair uncached;
// - vessel → destination plans (GET /gis/route/plan) from positions off the lanes.
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const dist = `${root}apps/server/dist`;
if (!existsSync(`${dist}/services/gis/port-route.js`)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const { loadReferenceData } = await import(`${dist}/reference/load-reference-data.js`);
const { seaRouterFor } = await import(`${dist}/reference/load-sea-router.js`);
const { plannedPortRoute } = await import(`${dist}/services/gis/port-route.js`);
const { planSeaRoute } = await import(`${dist}/services/gis/plan-route.js`);

const PAIRS = Number(process.env.BENCH_PAIRS ?? 200);
// Major container ports on every ocean (UN/LOCODE), so the pairs mix short and ocean-crossing routes.
const PORTS = (
  'CNSHA CNNGB CNYTN CNTAO CNTXG CNXMN HKHKG SGSIN KRPUS JPTYO JPYOK JPOSA TWKHH VNSGN THLCH MYPKG ' +
  'IDJKT PHMNL LKCMB INNSA INMUN AEJEA OMSLL SAJED EGPSD MAPTM ZADUR KEMBA NGLOS GHTEM NLRTM BEANR ' +
  'DEHAM DEBRV GBFXT FRLEH ESVLC ESALG ITGOA GRPIR TRIST PLGDN SEGOT USNYC USSAV USHOU USLAX USLGB ' +
  'USOAK USSEA CAVAN CAHAL MXZLO PAMIT COCTG BRSSZ ARBUE CLSAI PECLL AUSYD AUMEL NZAKL'
).split(' ');

// A small seeded PRNG (mulberry32) so every run times the same pairs.
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (n) => n.toFixed(2);
const report = (label, times, extra = '') => {
  const sorted = [...times].sort((x, y) => x - y);
  const p50 = percentile(sorted, 50);
  console.info(
    `  ${label.padEnd(34)} n=${sorted.length}  p50 ${fmt(p50)} ms  p95 ${fmt(percentile(sorted, 95))} ms  max ${fmt(sorted[sorted.length - 1])} ms  (p50 / 2 ms target: ${(p50 / 2).toFixed(2)})${extra}`,
  );
};

let t0 = performance.now();
const { ports } = loadReferenceData();
const referenceMs = performance.now() - t0;
t0 = performance.now();
const router = seaRouterFor(ports);
router.route('NLRTM', 'NLRTM'); // the graph is built on construction; this joins one port
const buildMs = performance.now() - t0;

const next = random(5);
const seen = new Set();
const pairs = [];
while (pairs.length < PAIRS && seen.size < PORTS.length * (PORTS.length - 1)) {
  const from = PORTS[Math.floor(next() * PORTS.length)];
  const to = PORTS[Math.floor(next() * PORTS.length)];
  if (from === to || seen.has(`${from}>${to}`)) continue;
  seen.add(`${from}>${to}`);
  pairs.push([from, to]);
}

console.info('Sea routes (server router, marnet graph)');
console.info(`  reference data load                ${Math.round(referenceMs)} ms`);
console.info(`  sea-router build (first use)       ${Math.round(buildMs)} ms`);

const portTimes = [];
let points = 0;
for (const [from, to] of pairs) {
  const start = performance.now();
  const line = plannedPortRoute(router, ports, from, to);
  portTimes.push(performance.now() - start);
  points += line?.coordinates.length ?? 0;
}
report('POL → POD (uncached pairs)', portTimes, `  mean ${Math.round(points / pairs.length)} points`);

// Plans from a vessel 1–3° off its POL towards the POD (positions never seen before).
const planTimes = [];
let empty = 0;
for (const [from, to] of pairs) {
  const a = ports.get(from);
  const b = ports.get(to);
  const vessel = [a.lon + (next() * 2 - 1) * 1.5, a.lat + (next() * 2 - 1) * 1.5];
  const start = performance.now();
  const plan = planSeaRoute(router, vessel, [b.lon, b.lat]);
  planTimes.push(performance.now() - start);
  if (plan.length === 0) empty += 1;
}
report('vessel → POD plan (off-lane start)', planTimes, `  ${empty} empty (within 5° or inland)`);
