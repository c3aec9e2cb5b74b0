import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const ROOT_PACKAGE = new URL('../../../../../package.json', import.meta.url);

let packageVersion: Promise<string> | undefined;

/**
 * The version the web page compares with its `<meta name="version">`: the web build writes
 * `${webDist}/version.json` with that same value. Read on every call so a rebuilt web app is
 * noticed without a restart; without a build, the repository's package.json version.
 */
export async function readAppVersion({ webDist }: { webDist: string }): Promise<string> {
  try {
    const parsed = JSON.parse(await readFile(join(webDist, 'version.json'), 'utf8')) as { version?: unknown };
    if (typeof parsed.version === 'string' && parsed.version) return parsed.version;
  } catch {
    // Missing or half-written file: fall back below.
  }
  packageVersion ??= readFile(ROOT_PACKAGE, 'utf8').then(
    (text) => String((JSON.parse(text) as { version?: unknown }).version ?? '0.0.0'),
    () => '0.0.0',
  );
  return packageVersion;
}
