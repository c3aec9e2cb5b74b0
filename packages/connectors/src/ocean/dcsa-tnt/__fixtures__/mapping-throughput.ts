/**
 * Throughput of the T&T 2.2 ingest path without the network: schema check + mapping (and, as a
 * second figure, JSON.parse in front of them) over recorded sandbox events, replicated with
 * fresh eventIDs so deduplication keeps them all.
 * Run: npx tsx packages/connectors/src/ocean/dcsa-tnt/__fixtures__/mapping-throughput.ts
 */
import { readFileSync } from 'node:fs';
import { eventListValidator } from '../event-schema.js';
import { mapTntEvents } from '../mapping.js';

const read = (name: string) =>
  JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as Record<string, unknown>[];
const recorded = [...read('booking-260000101.json'), ...read('container-MSKU7654324.json')];
const BATCH = 10_000;
const ROUNDS = 10;

const events = Array.from({ length: BATCH }, (_, i) => {
  const source = recorded[i % recorded.length] as Record<string, unknown>;
  const suffix = i.toString(16).padStart(12, '0');
  return { ...source, eventID: `${String(source.eventID).slice(0, 24)}${suffix}` };
});
const text = JSON.stringify(events);
const validate = eventListValidator();

function measure(label: string, run: () => number): void {
  run(); // warm-up: JIT and Ajv's compiled code
  const started = performance.now();
  let mapped = 0;
  for (let r = 0; r < ROUNDS; r++) mapped += run();
  const seconds = (performance.now() - started) / 1000;
  if (mapped !== BATCH * ROUNDS) throw new Error(`${label}: mapped ${mapped}, expected ${BATCH * ROUNDS}`);
  console.info(`${label}: ${Math.round(mapped / seconds).toLocaleString('en')} events/s`);
}

measure('validate + map', () => {
  const checked = validate(events);
  if (!checked.ok) throw new Error(checked.reason);
  return mapTntEvents(checked.events).events.length;
});
measure('JSON.parse + validate + map', () => {
  const checked = validate(JSON.parse(text));
  if (!checked.ok) throw new Error(checked.reason);
  return mapTntEvents(checked.events).events.length;
});
