#!/usr/bin/env node
// Runs every bench/*.bench.mjs in turn. Benchmarks print figures and ratios; they never fail on time.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const dir = new URL('.', import.meta.url).pathname;
const only = process.argv[2];
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => !only || f.includes(only))
  .sort();
let failed = 0;
for (const file of files) {
  console.info(`\n## ${file}`);
  const res = spawnSync(process.execPath, [`${dir}${file}`], { stdio: 'inherit' });
  if (res.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
