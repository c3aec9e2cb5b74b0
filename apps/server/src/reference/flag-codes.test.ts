import { flagCodeOf, knownFlagMids, midOfMmsi } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import { flagOf } from './load-mids.js';
import { loadReferenceData } from './load-reference-data.js';

const { mids } = loadReferenceData();

/** Issue 20: flags by short, translated names need the ISO code of every MID the ITU list holds. */
describe("the domain's MID → ISO 3166 table against data/ais/mid_country_codes.csv", () => {
  it('has a code for every MID of the file and none it lacks', () => {
    expect(knownFlagMids().sort()).toEqual([...mids.keys()].sort());
  });

  it('gives the flag a ship flies, whatever the ITU calls it', () => {
    const cases: [number, string, RegExp][] = [
      [416_000_001, 'TW', /^Taiwan \(Province of China\) - China/],
      [477_000_001, 'HK', /^Hong Kong/],
      [412_000_001, 'CN', /^China/],
      [431_000_001, 'JP', /^Japan/],
      [636_000_001, 'LR', /^Liberia/],
      [232_000_001, 'GB', /^United Kingdom/],
      [303_000_001, 'US', /^Alaska/],
      [501_000_001, 'TF', /^Adelie Land/],
    ];
    for (const [mmsi, code, name] of cases) {
      expect(flagCodeOf(mmsi)).toBe(code);
      expect(flagOf(mids, mmsi)).toMatch(name);
    }
  });

  it('reads the MID where each kind of MMSI carries it', () => {
    expect(midOfMmsi(563_123_456)).toBe(563);
    expect(midOfMmsi(985_631_234)).toBe(563);
    expect(midOfMmsi(995_631_234)).toBe(563);
    expect(midOfMmsi(111_563_123)).toBe(563);
    expect(midOfMmsi(5_631_234)).toBe(563); // 005631234: a base station
    expect(midOfMmsi(56_312_345)).toBe(563); // 056312345: a group call
    expect(midOfMmsi(812_345_678)).toBeNull();
    expect(flagCodeOf(200_000_000)).toBeNull();
  });
});
