import { readFile, writeFile } from 'node:fs/promises';
import { README_PATH, withSettingsTable } from './readme.js';

// `npm run docs:config`: rewrites the settings table of the root README.md from the declaration.
const before = await readFile(README_PATH, 'utf8');
const after = withSettingsTable(before);
if (after === before) console.info('README.md: the settings table is up to date');
else {
  await writeFile(README_PATH, after);
  console.info('README.md: settings table rewritten from apps/server/src/config/settings.ts');
}
