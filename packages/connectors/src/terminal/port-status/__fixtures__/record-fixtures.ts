/**
 * Records the JSON fixtures of this folder from the sandbox terminal server (run with
 * `npx tsx packages/connectors/src/terminal/port-status/__fixtures__/record-fixtures.ts`).
 * The mapping tests read them, so the mapping is tested on the provider's real answers.
 */
import { writeFileSync } from 'node:fs';
import { boxInYard, SANDBOX_KEY, startTerminalSandbox } from './terminal-sandbox.js';

const sandbox = await startTerminalSandbox();
const onDemand = ['USLAX', 'USLGB', 'USOAK', 'USNYC'];
const us = boxInYard(sandbox.world, (p) => p.startsWith('US') && !onDemand.includes(p), 'portOfDischarge');
const cn = boxInYard(sandbox.world, (p) => p.startsWith('CN'), 'portOfLoading');
const headers = { 'API-Key': SANDBOX_KEY, 'Content-Type': 'application/json' };
const save = async (name: string, res: Response) => {
  writeFileSync(new URL(`./${name}`, import.meta.url), `${JSON.stringify(await res.json(), null, 2)}\n`);
};
await save(
  `download-us-${us.containerNumber}.json`,
  await fetch(`${sandbox.url}/v1/us/download`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ portCode: us.portCode, containerNumbers: [us.containerNumber], ieid: 'I' }),
  }),
);
await save(
  `port-events-cn-${cn.containerNumber}.json`,
  await fetch(`${sandbox.url}/v1/ports/${cn.portCode}/events?containerNumber=${cn.containerNumber}&ieid=E`, {
    headers,
  }),
);
await sandbox.close();
