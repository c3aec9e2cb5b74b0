import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { marnetLinesFrom } from '@tracklane/domain';
import type { LonLat } from '../model.js';

/** The marnet sea-lane network shipped in data/sea-lanes (see data/SOURCES.md). */
export const MARNET_FILE = join('sea-lanes', 'marnet_densified.json');

/** The LineStrings of the network as arrays of [lon, lat]; anything else is skipped. */
export function readMarnetLines(dataDir: string): LonLat[][] {
  const file = join(dataDir, MARNET_FILE);
  try {
    return marnetLinesFrom(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}
