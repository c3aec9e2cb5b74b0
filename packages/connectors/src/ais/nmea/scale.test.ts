import { describe, expect, it } from 'vitest';
import { degrees, printfFixed, tenths } from './scale.js';

/** The fast scalings against their definitions (what gpsd prints, read back as numbers). */
describe('scaled units', () => {
  it('degrees equals Number((raw / 600000).toFixed(6)) over the whole 28-bit range, sampled', () => {
    const mismatches: number[] = [];
    const check = (raw: number) => {
      if (!Object.is(degrees(raw), Number((raw / 600_000).toFixed(6)))) mismatches.push(raw);
    };
    // Every value near zero and near the ends, and a stride through the rest (not a multiple of 3).
    for (let raw = -200_000; raw <= 200_000; raw++) check(raw);
    for (let raw = 2 ** 27 - 200_000; raw < 2 ** 27; raw++) {
      check(raw);
      check(-raw - 1);
    }
    for (let raw = -(2 ** 27); raw < 2 ** 27; raw += 7919) check(raw);
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('tenths equals Number((raw / 10).toFixed(1)) for every 12-bit value', () => {
    for (let raw = 0; raw < 4096; raw++) expect(tenths(raw)).toBe(Number((raw / 10).toFixed(1)));
  });

  it('printfFixed rounds exact ties to even as glibc printf does', () => {
    expect([0.25, 0.75, -0.25, 0.35, 2.5].map((x) => printfFixed(x, 1))).toEqual([0.2, 0.8, -0.2, 0.3, 2.5]);
  });
});
