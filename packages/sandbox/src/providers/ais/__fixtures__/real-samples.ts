import { readFileSync } from 'node:fs';

/** Real captured !AIVDM sentences (see SOURCES.md beside this file). */
export function realSentences(): string[] {
  return readFileSync(new URL('./real-capture.nmea', import.meta.url), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.startsWith('!AIVDM'));
}
