import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The import rules of apps/web/LAYERS.md, checked on every relative import in src/.
const SRC = dirname(fileURLToPath(import.meta.url));

/** What a feature may use of the shell: its services, never its layout, routes or guard. */
const SHELL_SERVICES = ['app/request', 'app/session', 'app/message', 'app/live', 'app/locale'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT = /(?:from\s*|import\s*\(\s*|import\s+|@import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every relative import as [importer, imported], both relative to src/ without extension. */
function imports(): [string, string][] {
  return sourceFiles(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m): [string, string] => [
      relative(SRC, file),
      relative(SRC, resolve(dirname(file), m[1] as string)).replace(/\.(tsx?)$/, ''),
    ]),
  );
}

const top = (path: string) => path.split('/')[0];
const under = (path: string, dir: string) => path === dir || path.startsWith(`${dir}/`);

/** Why an import breaks a rule, or null. */
function broken(from: string, to: string): string | null {
  const [fromTop, toTop] = [top(from), top(to)];
  if (fromTop === 'shared' && !['shared', 'locales'].includes(toTop as string))
    return 'shared imports only shared and locales';
  if (
    (fromTop === 'map' || fromTop === 'charts') &&
    ![fromTop, 'shared', 'locales'].includes(toTop as string)
  )
    return `${fromTop} imports only itself, shared and locales`;
  if (fromTop === 'features') {
    const feature = from.split('/')[1];
    if (toTop === 'pages') return 'a feature imports no page';
    if (toTop === 'app' && !SHELL_SERVICES.some((service) => under(to, service)))
      return "a feature imports only the shell's services";
    if (toTop === 'features') {
      const [, other, ...rest] = to.split('/');
      if (other !== feature && !(rest.length === 0 || (rest.length === 1 && rest[0] === 'index')))
        return 'a feature imports another only through its index.ts, never its internals';
    }
  }
  if (fromTop === 'pages' && toTop === 'pages' && from.split('/')[1] !== to.split('/')[1])
    return 'a page imports no other page';
  return null;
}

describe('layers (apps/web/LAYERS.md)', () => {
  it('every import follows the rules', () => {
    const found = imports();
    expect(found.length).toBeGreaterThan(500);
    const breaks = found.flatMap(([from, to]) => {
      const why = broken(from, to);
      return why ? [`${from} → ${to}: ${why}`] : [];
    });
    expect(breaks).toEqual([]);
  });

  it('catches what it is meant to', () => {
    expect(broken('shared/ui/x.tsx', 'features/ocean/api/ocean-api')).not.toBeNull();
    expect(broken('map/core/map-view.tsx', 'features/ocean/map/use-ais-route')).not.toBeNull();
    expect(broken('features/ocean-list/a.ts', 'features/ocean/api/ocean-types')).not.toBeNull();
    expect(broken('features/ocean-list/a.ts', 'features/ocean')).toBeNull();
    expect(broken('features/ocean-list/a.ts', 'app/layout/logo')).not.toBeNull();
    expect(broken('features/ocean-list/a.ts', 'app/session/session-store')).toBeNull();
  });
});
