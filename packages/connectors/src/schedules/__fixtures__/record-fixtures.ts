/**
 * Records the JSON fixtures of this folder from the sandbox CS 1.0 and OVS 3.0 servers on the
 * fixture world at its anchor (run with
 * `npx tsx packages/connectors/src/schedules/__fixtures__/record-fixtures.ts`). The mapping tests
 * read them, so the mapping is tested on the provider's real answers.
 */
import { writeFileSync } from 'node:fs';
import { SANDBOX_KEY, startScheduleSandbox } from './schedule-sandbox.js';

const sandbox = await startScheduleSandbox();
const save = async (name: string, url: string) => {
  const res = await fetch(url, { headers: { 'API-Key': SANDBOX_KEY } });
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  writeFileSync(new URL(`./${name}`, import.meta.url), `${JSON.stringify(await res.json(), null, 2)}\n`);
};
await save('ovs-service-schedules.json', `${sandbox.ovsUrl}/v3/service-schedules?limit=100`);
await save('cs-vessel-schedules.json', `${sandbox.csUrl}/v1/vessel-schedules?limit=100`);
await save(
  'cs-point-to-point-CNSHA-IDJKT.json',
  `${sandbox.csUrl}/v1/point-to-point-routes?placeOfReceipt=CNSHA&placeOfDelivery=IDJKT&departureStartDate=2026-02-15`,
);
await save(
  'cs-port-schedules-SGSIN.json',
  `${sandbox.csUrl}/v1/port-schedules?UNLocationCode=SGSIN&date=2026-02-24`,
);
await sandbox.close();
