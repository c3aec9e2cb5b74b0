import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';

/** Rows of a CSV file under the data folder, keyed by the header line's column names. */
export function readCsv(dataDir: string, file: string): Record<string, string>[] {
  return parse(readFileSync(join(dataDir, file), 'utf8'), {
    columns: true,
    skip_empty_lines: true,
    trim: true,
  }) as Record<string, string>[];
}

export function readJson(dataDir: string, file: string): unknown {
  return JSON.parse(readFileSync(join(dataDir, file), 'utf8'));
}
