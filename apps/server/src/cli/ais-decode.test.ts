import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SUPPORTED_AIS_TYPES } from '@tracklane/connectors';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../test/child-server.js';
import { aisCommand } from './ais-decode.js';

const CLI = fileURLToPath(new URL('../../dist/cli/index.js', import.meta.url));
const FIXTURES = new URL('../../../../packages/connectors/src/ais/nmea/__fixtures__/', import.meta.url);
const MIXED = fileURLToPath(new URL('pyais_mixed.txt', FIXTURES));
const LINES = readFileSync(MIXED, 'latin1').split('\n').length - 1;
const SUMMARY = (count: number) =>
  new RegExp(`^ais decode: ${count} messages from ${LINES} lines; skipped: `);

/** gpsdecode 3.22's decode of the same file (see the fixtures' generate-gpsd-golden.sh). */
function gpsd(mode: 'unscaled' | 'scaled'): Record<string, unknown>[] {
  return readFileSync(new URL(`gpsd/pyais_mixed.${mode}.jsonl`, FIXTURES), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((message) => SUPPORTED_AIS_TYPES.has(message.type as number));
}

/** Our lines without the tag block, which is our addition to gpsd's fields. */
function parsed(stdout: string): Record<string, unknown>[] {
  return stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const { tagblock: _, ...fields } = JSON.parse(line) as Record<string, unknown>;
      return fields;
    });
}

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await aisCommand(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('cli ais decode', () => {
  it('prints gpsdecode -u output for a recorded feed and counts the skipped lines', async () => {
    const res = await run('decode', MIXED, '--device', 'stdin');
    expect(res.code).toBe(0);
    expect(parsed(res.out)).toEqual(gpsd('unscaled'));
    expect(res.err).toMatch(SUMMARY(gpsd('unscaled').length));
    expect(res.err).toMatch(/checksum=1/);
    expect(res.err).toMatch(/proprietary=2/);
    expect(res.err).toMatch(/garbage=2/);
  });

  it('reads a capture with CRLF line ends (ggencoder_aishub_sample.nmea) as gpsdecode -u', async () => {
    const file = fileURLToPath(new URL('ggencoder_aishub_sample.nmea', FIXTURES));
    const expected = readFileSync(new URL('gpsd/ggencoder_aishub_sample.unscaled.jsonl', FIXTURES), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((message) => SUPPORTED_AIS_TYPES.has(message.type as number));
    const res = await run('decode', file, '--device', 'stdin');
    expect(res.code).toBe(0);
    expect(expected.length).toBeGreaterThan(50);
    expect(parsed(res.out)).toEqual(expected);
    expect(res.err).toMatch(/^ais decode: \d+ messages from 61 lines; skipped: truncated=1$/);
  });

  it('--scaled prints what plain gpsdecode prints', async () => {
    const res = await run('decode', MIXED, '--scaled', '--device', 'stdin');
    expect(res.code).toBe(0);
    expect(parsed(res.out)).toEqual(gpsd('scaled'));
  });

  it.each([
    [[], /unknown ais subcommand \(none\)/],
    [['encode', MIXED], /unknown ais subcommand encode/],
    [['decode'], /FILE is required/],
    [['decode', MIXED, '--bogus'], /Unknown option '--bogus'/],
    [['decode', '/nonexistent/feed.nmea'], /cannot read \/nonexistent\/feed.nmea/],
  ])('exits 1 with a clear message on %j', async (argv, message) => {
    const res = await run(...argv);
    expect(res.code).toBe(1);
    expect(res.err).toMatch(message);
  });
});

describe('npm run cli -- ais decode (built entry point)', () => {
  it('runs with no database and no configuration', () => {
    buildServer();
    // Nothing but PATH: no DATA_DIR, no DATABASE_URL, no secrets the server would demand.
    const res = spawnSync(process.execPath, [CLI, 'ais', 'decode', MIXED, '--device', 'stdin'], {
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    });
    expect(res.stderr).toMatch(SUMMARY(gpsd('unscaled').length));
    expect(res.status).toBe(0);
    expect(parsed(res.stdout)).toEqual(gpsd('unscaled'));
  });
});
