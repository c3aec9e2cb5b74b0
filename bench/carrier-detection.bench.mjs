// AUTO carrier detection (issue 5), measured in one run on the built packages (npm run build):
// - on the real prefixes of data/carriers: every carrier's SCAC, alternative SCACs and B/L
//   prefixes in front of a B/L body, and a valid container number under each of its owner
//   prefixes — detected as itself, as another carrier of its group, ambiguous or unknown;
// - on the sandbox world's numbers (default size, seed 1): every B/L, every container number and
//   each pair, against the booking's carrier;
// - throughput: detections per second over the sandbox's numbers, and the reference data load.
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const serverDist = `${root}apps/server/dist/reference/load-reference-data.js`;
const sandboxDist = `${root}packages/sandbox/dist`;
if (!existsSync(serverDist) || !existsSync(`${sandboxDist}/world/build-world.js`)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const { detectCarrier, containerCheckDigit } = await import(`${root}packages/domain/dist/index.js`);
const { loadReferenceData } = await import(serverDist);
const sandboxReference = await import(`${sandboxDist}/world/reference/index.js`);
const { createSeaRouter } = await import(`${sandboxDist}/world/geo/index.js`);
const { buildWorld } = await import(`${sandboxDist}/world/build-world.js`);

const pct = (part, whole) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)}%`);
const fmt = (n) => Math.round(n).toLocaleString('en');

let t0 = performance.now();
const { carriers: registry } = loadReferenceData();
console.info(`Reference data load (carriers + ports): ${fmt(performance.now() - t0)} ms`);

/** A container number with a valid check digit under a prefix. */
const containerUnder = (prefix) => `${prefix}123456${containerCheckDigit(`${prefix}123456`)}`;

/** Tally of outcomes against the carrier expected; `group` = a carrier listing the same prefix. */
function tally() {
  return { total: 0, self: 0, group: 0, other: 0, ambiguous: 0, unknown: 0 };
}
function count(t, detection, expected, sameGroup = () => false) {
  t.total += 1;
  if (!detection.ok) t[detection.reason] += 1;
  else if (detection.carrierCode === expected) t.self += 1;
  else if (sameGroup(detection.carrierCode)) t.group += 1;
  else t.other += 1;
}
function line(label, t) {
  console.info(
    `  ${label.padEnd(34)} ${String(t.total).padStart(6)}  itself ${pct(t.self, t.total).padStart(6)}` +
      `  group ${pct(t.group, t.total).padStart(6)}  other ${pct(t.other, t.total).padStart(6)}` +
      `  ambiguous ${pct(t.ambiguous, t.total).padStart(6)}  unknown ${pct(t.unknown, t.total).padStart(6)}`,
  );
}

// 1. Real prefixes of data/carriers.
const scacs = tally();
const blPrefixes = tally();
const containerPrefixes = tally();
for (const carrier of registry.all()) {
  for (const scac of [carrier.code, ...carrier.alternativeScacs]) {
    count(scacs, detectCarrier(registry, { billNumber: `${scac}123456789` }), carrier.code);
  }
  for (const prefix of carrier.blPrefixes) {
    count(blPrefixes, detectCarrier(registry, { billNumber: `${prefix}123456789` }), carrier.code);
  }
  for (const prefix of carrier.containerPrefixes) {
    const sameGroup = (code) => registry.get(code)?.containerPrefixes.includes(prefix) ?? false;
    count(
      containerPrefixes,
      detectCarrier(registry, { containerNumber: containerUnder(prefix) }),
      carrier.code,
      sameGroup,
    );
  }
}
console.info(
  `\nReal prefixes of data/carriers (${registry.all().length} carriers; expected = the row's own carrier)`,
);
line('SCAC + alternative SCACs on a B/L', scacs);
line('B/L prefix on a B/L', blPrefixes);
line('container owner prefix', containerPrefixes);
console.info(
  '  (container prefixes are listed for a whole group, e.g. CMAU under CMA CGM, APL, ANL and Delmas; one',
);
console.info(
  '   detection per prefix is the best possible, so "group" is the expected outcome for the other members)',
);

// 2. The sandbox world's numbers.
t0 = performance.now();
const reference = sandboxReference.loadReferenceData();
const world = buildWorld({
  seed: 1,
  anchor: Math.floor(Date.now() / 86_400_000) * 86_400_000,
  reference,
  router: createSeaRouter(reference),
});
console.info(
  `\nSandbox world (seed 1): ${fmt(world.shipments.length)} bookings, built in ${fmt(performance.now() - t0)} ms`,
);

const bills = tally();
const boxes = tally();
const pairs = tally();
const inputs = [];
for (const shipment of world.shipments) {
  const expected = shipment.carrierScac;
  const billNumber = shipment.transportDocumentReference;
  if (billNumber) {
    count(bills, detectCarrier(registry, { billNumber }), expected);
    inputs.push({ billNumber });
  }
  for (const container of shipment.containers) {
    const sameGroup = (code) =>
      registry.get(code)?.containerPrefixes.includes(container.number.slice(0, 4)) ?? false;
    count(boxes, detectCarrier(registry, { containerNumber: container.number }), expected, sameGroup);
    inputs.push({ containerNumber: container.number });
    if (billNumber)
      count(pairs, detectCarrier(registry, { billNumber, containerNumber: container.number }), expected);
  }
}
line('B/L numbers', bills);
line('container numbers', boxes);
line('B/L + container', pairs);
console.info(
  '  (about 15% of the sandbox containers carry lessor prefixes, which no rule can tie to a carrier)',
);

// 3. Throughput over the sandbox's numbers (each input once per round; at least ~1 s measured).
for (const input of inputs.slice(0, 10_000)) detectCarrier(registry, input); // warm-up
let detections = 0;
t0 = performance.now();
while (performance.now() - t0 < 1_000) {
  for (const input of inputs) detectCarrier(registry, input);
  detections += inputs.length;
}
const seconds = (performance.now() - t0) / 1_000;
console.info(
  `\nThroughput: ${fmt(detections / seconds)} detections/s (${fmt(inputs.length)} numbers × ${Math.round(detections / inputs.length)} rounds, one core)`,
);
