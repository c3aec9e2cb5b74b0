// AIS decoding throughput (issue 7), on the built packages (npm run build): the sample capture
// pyais_nmea_data_sample.txt repeated to ~200k lines, decoded by our connector (gpsd-shaped
// objects, and the same serialised to JSON lines as `cli ais decode` prints them) and by
// ais-stream-decoder, the sandbox's test-only decoder (a stream emitting JSON strings). Lines are
// given without CR: ais-stream-decoder rejects "*hh\r" checksums.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const root = new URL('..', import.meta.url).pathname;
const connectorsDist = `${root}packages/connectors/dist/index.js`;
if (!existsSync(connectorsDist)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const { createAisDecoder } = await import(connectorsDist);

const sample = readFileSync(
  `${root}packages/connectors/src/ais/nmea/__fixtures__/pyais_nmea_data_sample.txt`,
  'latin1',
)
  .split('\n')
  .map((line) => line.trimEnd())
  .filter((line) => line !== '');
const TARGET = 200_000;
const lines = [];
while (lines.length < TARGET) lines.push(...sample);
const fmt = (n) => Math.round(n).toLocaleString('en');

function ours(serialise) {
  const decoder = createAisDecoder();
  let out = 0;
  const t0 = performance.now();
  for (const line of lines) {
    for (const message of decoder.push(line)) out += serialise ? JSON.stringify(message).length : 1;
  }
  const ms = performance.now() - t0;
  return { ms, messages: decoder.stats().decoded, out };
}

async function aisStreamDecoder() {
  const require = createRequire(`${root}packages/sandbox/package.json`);
  let AisDecoder;
  try {
    AisDecoder = require('ais-stream-decoder').default;
  } catch {
    return undefined;
  }
  const decoder = new AisDecoder({ silent: true });
  let messages = 0;
  decoder.on('data', () => {
    messages += 1;
  });
  decoder.on('error', () => {});
  const ended = new Promise((resolve) => decoder.on('end', resolve));
  const t0 = performance.now();
  for (const line of lines) decoder.write(line);
  decoder.end();
  await ended;
  return { ms: performance.now() - t0, messages };
}

// One warm-up pass each so the JIT has seen the code before it is timed.
ours(false);
const objects = ours(false);
const json = ours(true);
await aisStreamDecoder();
const theirs = await aisStreamDecoder();

const rate = (r) => (r.messages / r.ms) * 1000;
console.info(
  `AIS decode: ${fmt(lines.length)} lines (pyais_nmea_data_sample.txt ×${Math.ceil(TARGET / sample.length)})`,
);
console.info(
  `  connector, objects        ${fmt(objects.messages)} messages in ${fmt(objects.ms)} ms: ${fmt(rate(objects))} msg/s`,
);
console.info(
  `  connector, JSON lines     ${fmt(json.messages)} messages in ${fmt(json.ms)} ms: ${fmt(rate(json))} msg/s`,
);
if (theirs) {
  console.info(
    `  ais-stream-decoder (JSON) ${fmt(theirs.messages)} messages in ${fmt(theirs.ms)} ms: ${fmt(rate(theirs))} msg/s`,
  );
  console.info(
    `  ratio connector/ais-stream-decoder: objects ${(rate(objects) / rate(theirs)).toFixed(2)}×, JSON ${(rate(json) / rate(theirs)).toFixed(2)}×`,
  );
} else {
  console.info('  ais-stream-decoder is not installed (a devDependency of packages/sandbox); no ratio');
}
