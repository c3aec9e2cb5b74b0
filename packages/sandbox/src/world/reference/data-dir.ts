import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The file that marks the project's runtime data folder (every data/ has its sources listed). */
const MARKER = join('data', 'SOURCES.md');

/**
 * Where the reference data lives: an explicit path, else `TRACKLANE_DATA_DIR`, else the first
 * `data/` with a SOURCES.md found walking up from this module. Walking up (rather than a fixed
 * relative path) keeps it working from `src/` under vitest and from `dist/` after a build.
 */
export function resolveDataDir(explicit?: string): string {
  if (explicit) return resolve(explicit);
  const fromEnv = process.env.TRACKLANE_DATA_DIR;
  if (fromEnv) return resolve(fromEnv);
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, MARKER))) return join(dir, 'data');
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(
    `No data folder found: no ${MARKER} above ${fileURLToPath(import.meta.url)}; set TRACKLANE_DATA_DIR`,
  );
}
