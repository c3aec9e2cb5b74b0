import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type AisDecoderOptions, createAisDecoder } from './decoder.js';
import { aisMessageJson } from './json.js';

const FIXTURES = new URL('./__fixtures__/', import.meta.url);
const INPUTS = readdirSync(FIXTURES).filter((name) => /\.(aivdm|txt|ais|nmea)$/.test(name));
const MODES: AisDecoderOptions[] = [
  {},
  { scaled: true },
  { device: 'stdin' },
  { scaled: true, device: 'a "quoted" \\ name' },
];

describe('aisMessageJson', () => {
  it('equals JSON.stringify on every message of every fixture, in every mode', () => {
    let compared = 0;
    for (const input of INPUTS) {
      const lines = readFileSync(new URL(input, FIXTURES), 'latin1').split('\n');
      for (const options of MODES) {
        const decoder = createAisDecoder(options);
        for (const line of lines) {
          for (const message of decoder.push(line)) {
            expect(aisMessageJson(message)).toBe(JSON.stringify(message));
            compared += 1;
          }
        }
      }
    }
    // Tag blocks (pyais_mixed.txt), every type, both scalings.
    expect(compared).toBeGreaterThan(3000);
  });
});
