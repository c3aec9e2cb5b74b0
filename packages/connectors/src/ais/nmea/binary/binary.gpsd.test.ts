import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gpsdDifferences } from '../__fixtures__/gpsd-differences.js';
import { createAisDecoder } from '../decoder.js';

/**
 * Binary messages 6 and 8 against gpsd, the reference decoder: __fixtures__/binary.aivdm holds
 * every DAC/FI payload gpsd 3.22 decodes at edge values plus undecoded envelopes of every length
 * (make-binary.mjs), __fixtures__/gpsd gpsdecode 3.22's output for it (generate-binary-golden.sh).
 * Every message must match field for field, scaled and unscaled.
 */
const fixture = (name: string) => new URL(`./__fixtures__/${name}`, import.meta.url);
type Json = Record<string, unknown>;

/**
 * gpsd's line as JSON, with its known breakages repaired as documented in __fixtures__/README.md:
 * DAC 1 FI 19 lacks a comma before "nextsignal_text" and prints the signal legends, some of
 * which hold quotes, unescaped; the EMMA warning's "type" and "class" collide with the message's
 * own keys (we say emma_type, emma_class).
 */
function parseGpsd(line: string): Json {
  const repaired = line
    .replace(/("nextsignal":\d+)"nextsignal_text"/, '$1,"nextsignal_text"')
    .replace(
      /"signal_text":"(.*)","hour"/,
      (_, text: string) => `"signal_text":${JSON.stringify(text)},"hour"`,
    )
    .replace(
      /"nextsignal_text":"(.*)"}\s*$/,
      (_, text: string) => `"nextsignal_text":${JSON.stringify(text)}}`,
    )
    .replace(/,"type":(\d+),"type_text"/, ',"emma_type":$1,"type_text"')
    .replace(/,"class":(\d+),"class_text"/, ',"emma_class":$1,"class_text"');
  return JSON.parse(repaired) as Json;
}

/** Our encoded edge cases, and the binary messages of a capture shipped in the ggencoder npm package. */
const INPUTS = ['binary.aivdm', 'ggencoder_samples.aivdm'];

function gpsdGolden(input: string, mode: string): Json[] {
  return readFileSync(fixture(`gpsd/${input.replace(/\.aivdm$/, '')}.${mode}.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(parseGpsd);
}

function ours(input: string, scaled: boolean): Json[] {
  const decoder = createAisDecoder({ scaled, device: 'stdin' });
  const out: Json[] = [];
  for (const line of readFileSync(fixture(input), 'latin1').split('\n')) {
    out.push(...(decoder.push(line) as unknown as Json[]));
  }
  return out;
}

describe('AIS binary messages 6 and 8 against gpsdecode 3.22', () => {
  for (const input of INPUTS) {
    for (const [mode, scaled] of [
      ['unscaled', false],
      ['scaled', true],
    ] as const) {
      it(`${input} (${mode}) decodes exactly as gpsd`, () => {
        const expected = gpsdGolden(input, mode);
        const actual = ours(input, scaled);
        expect(expected.length).toBeGreaterThan(0);
        expect(gpsdDifferences(actual, expected, (b) => `dac ${b.dac}/${b.fid} `).slice(0, 20)).toEqual([]);
        expect(actual.length).toBe(expected.length);
      });
    }
  }

  it('covers every DAC/FI payload gpsd decodes, and undecoded data', () => {
    const kinds = new Set(
      gpsdGolden('binary.aivdm', 'unscaled').map(
        (m) => `${m.type} ${m.dac}/${m.fid}${'data' in m ? ' data' : ''}`,
      ),
    );
    for (const kind of [
      '6 1/12',
      '6 1/14',
      '6 1/15',
      '6 1/16',
      '6 1/18',
      '6 1/20',
      '6 1/25',
      '6 1/28',
      '6 1/30',
      '6 1/32',
      '6 200/21',
      '6 200/22',
      '6 200/55',
      '6 235/10',
      '6 250/10',
      '6 1023/63 data',
      '6 1/23 data',
      '8 1/11',
      '8 1/13',
      '8 1/15',
      '8 1/16',
      '8 1/17',
      '8 1/19',
      '8 1/27',
      '8 1/29',
      '8 1/31',
      '8 200/10',
      '8 200/23',
      '8 200/24',
      '8 200/40',
      '8 200/10 data',
      '8 1/22 data',
      '8 1/16 data',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
  });

  it('refuses messages outside 88–1008 (type 6) and 56–1008 bits (type 8), as gpsd does', () => {
    const decoder = createAisDecoder();
    const lines = readFileSync(fixture('binary.aivdm'), 'latin1').split('\n');
    for (const line of lines) decoder.push(line);
    expect(decoder.stats().skipped.truncated).toBe(4);
  });
});
