import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type AisDecoderOptions, createAisDecoder } from './decoder.js';
import { aisMessageJson } from './json.js';
import { AisJsonLineWriter } from './json-bytes.js';
import type { AisMessage } from './messages.js';

const FIXTURES = new URL('./__fixtures__/', import.meta.url);
const INPUTS = readdirSync(FIXTURES).filter((name) => /\.(aivdm|txt|ais|nmea)$/.test(name));
const MODES: AisDecoderOptions[] = [
  {},
  { scaled: true },
  { device: 'stdin' },
  { scaled: true, device: 'a "quoted" \\ name' },
];
/** A type 3 position report from pyais_nmea_data_sample.txt. */
const SENTENCE = '!AIVDM,1,1,,A,33P;Tw0tjBQO22:E7dm66DrB20UP,0*2E';

/** The writer's whole output for `messages`, with every chunk copied as it is handed over. */
function written(messages: readonly AisMessage[]): string {
  const chunks: Buffer[] = [];
  const writer = new AisJsonLineWriter((chunk) => chunks.push(Buffer.from(chunk)));
  for (const message of messages) writer.write(message);
  writer.flush();
  return Buffer.concat(chunks).toString('utf8');
}

describe('AisJsonLineWriter', () => {
  it('writes aisMessageJson lines byte for byte for every fixture, in every mode', () => {
    let compared = 0;
    for (const input of INPUTS) {
      const lines = readFileSync(new URL(input, FIXTURES), 'latin1').split('\n');
      for (const options of MODES) {
        const decoder = createAisDecoder(options);
        const messages = lines.flatMap((line) => [...decoder.push(line)]);
        expect(written(messages)).toBe(messages.map((m) => `${aisMessageJson(m)}\n`).join(''));
        compared += messages.length;
      }
    }
    expect(compared).toBeGreaterThan(3000);
  });

  it('hands over chunks that end at a line end, and grows for a line larger than a chunk', () => {
    const decoder = createAisDecoder();
    const [message] = decoder.push(SENTENCE);
    if (!message) throw new Error('fixture sentence did not decode');
    const huge = { ...message, tagblock: { text: `é${'x'.repeat(100_000)}` } } as AisMessage;
    const messages = [...Array.from({ length: 600 }, () => message), huge, message];
    const chunks: string[] = [];
    const writer = new AisJsonLineWriter((chunk) => chunks.push(Buffer.from(chunk).toString('utf8')));
    for (const m of messages) writer.write(m);
    writer.flush();
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(chunk.endsWith('\n')).toBe(true);
    expect(chunks.join('')).toBe(messages.map((m) => `${aisMessageJson(m)}\n`).join(''));
  });

  it('prints numbers as JSON.stringify does', () => {
    const decoder = createAisDecoder({ scaled: true });
    const [message] = decoder.push(SENTENCE);
    if (!message || message.type > 3) throw new Error('fixture sentence did not decode');
    for (const lon of [
      0,
      -0,
      -1,
      9,
      10,
      -2147483648,
      2147483647,
      4294967296,
      0.1,
      -179.999999,
      1e-7,
      Number.NaN,
    ]) {
      const m = { ...message, lon } as AisMessage;
      expect(written([m])).toBe(`${JSON.stringify(m)}\n`);
    }
    // Every way a scaled value can end: micro-degrees of all magnitudes, tenths, and neighbours.
    const values: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      const micro = Math.round((Math.random() - 0.5) * 362_000_000) / 10 ** (i % 7);
      values.push(Math.round(micro) / 1_000_000, Math.round(micro) / 10);
    }
    const ms = values.map((lat) => ({ ...message, lat }) as AisMessage);
    expect(written(ms)).toBe(ms.map((m) => `${JSON.stringify(m)}\n`).join(''));
  });
});
