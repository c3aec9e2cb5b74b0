import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Guard for issue 20's "one time, one zone": outside shared/time nothing in the web app formats a
 * date-time itself; it goes through the shared formatter (`ZonedTimeText`, `useTimeFormat`), which
 * shows it on the port's clock or the user's chosen zone, labelled. A new page that reaches for
 * dayjs's format, toLocale…String or Intl.DateTimeFormat fails here.
 */
const SRC = join(import.meta.dirname, '../..');
const SCANNED = ['features', 'pages', 'app'];

const FORBIDDEN: { name: string; pattern: RegExp }[] = [
  {
    name: 'toLocaleString / toLocaleDateString / toLocaleTimeString',
    pattern: /\.toLocale(Date|Time)?String\(/,
  },
  { name: 'toDateString / toTimeString / toUTCString', pattern: /\.to(Date|Time|UTC|GMT)String\(/ },
  { name: 'Intl.DateTimeFormat', pattern: /Intl\.DateTimeFormat\b/ },
  { name: 'Intl.RelativeTimeFormat', pattern: /Intl\.RelativeTimeFormat\b/ },
  { name: 'dayjs(…).format', pattern: /\bdayjs\([^)]*\)\s*\.format\(/ },
  { name: 'a clock pattern (HH:mm)', pattern: /['"`][^'"`\n]*\bHH:mm/ },
];

/**
 * Files allowed one of the calls above, each with why. Keep it empty: a time that needs another
 * shape belongs in shared/time, where the rule lives.
 */
const ALLOWED: Record<string, string> = {};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('no feature formats a date-time itself', () => {
  it('finds the sources it guards', () => {
    expect(sources(join(SRC, 'features')).length).toBeGreaterThan(50);
  });

  it('formats every date-time through shared/time', () => {
    const found: string[] = [];
    for (const root of SCANNED) {
      for (const file of sources(join(SRC, root))) {
        const name = relative(SRC, file);
        if (name in ALLOWED) continue;
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            for (const { name: call, pattern } of FORBIDDEN) {
              if (pattern.test(line)) found.push(`${name}:${i + 1} ${call}: ${line.trim()}`);
            }
          });
      }
    }
    expect(found).toEqual([]);
  });

  it('keeps the allow-list justified', () => {
    for (const [file, why] of Object.entries(ALLOWED)) expect(why.length, file).toBeGreaterThan(20);
  });
});
