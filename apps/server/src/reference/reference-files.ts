import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

/** Every data/ folder lists its sources; finding that file tells us we found the right folder. */
const MARKER = 'SOURCES.md';

/**
 * The reference data folder: an explicit path, else TRACKLANE_DATA_DIR, else the first `data/`
 * holding SOURCES.md above this module. Searching upwards works from src/ (vitest, tsx) and from
 * dist/ alike, whatever the working directory of the process is.
 */
export function findReferenceDataDir(explicit?: string): string {
  if (explicit) return resolve(explicit);
  const fromEnv = process.env.TRACKLANE_DATA_DIR;
  if (fromEnv) return resolve(fromEnv);
  const start = dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'data', MARKER))) return join(dir, 'data');
    if (dirname(dir) === dir) break;
  }
  throw new Error(`No reference data folder (data/${MARKER}) above ${start}; set TRACKLANE_DATA_DIR`);
}

/** Rows of a CSV file under the data folder, keyed by the header's column names. */
export function readCsvRows(dataDir: string, file: string): Record<string, string>[] {
  return parse(readFileSync(join(dataDir, file), 'utf8'), {
    columns: true,
    skip_empty_lines: true,
    trim: true,
  }) as Record<string, string>[];
}

export function readJsonFile(dataDir: string, file: string): unknown {
  return JSON.parse(readFileSync(join(dataDir, file), 'utf8'));
}
