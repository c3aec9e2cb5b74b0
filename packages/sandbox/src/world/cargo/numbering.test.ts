import { describe, expect, it } from 'vitest';
import { isValidContainerNumber } from './iso6346.js';
import {
  billOfLading,
  bookingReference,
  containerNumberFor,
  containerOrdinal,
  voyageCapacity,
  WEEK_CYCLE,
} from './numbering.js';

describe('numbering', () => {
  it('gives every (week, voyage slot, box) of a cycle its own serial', () => {
    const services = 80;
    const cap = voyageCapacity(services);
    const seen = new Set<number>();
    // Three weeks, every slot and box: no two share an ordinal, and all fit in 6 digits.
    for (const week of [2_900, 2_901, 2_900 + WEEK_CYCLE - 1]) {
      for (let slot = 0; slot < services * 2; slot++) {
        for (let i = 0; i < cap; i++) seen.add(containerOrdinal(1, week, slot, cap, i));
      }
    }
    expect(seen.size).toBe(3 * services * 2 * cap);
    expect(Math.max(...seen)).toBeLessThanOrEqual(999_999);
    expect(() => containerOrdinal(1, 2_900, 0, cap, cap)).toThrow(RangeError);
  });

  it('does not reuse serials of another world seed for the same slot', () => {
    expect(containerOrdinal(1, 2_900, 3, 100, 4)).not.toBe(containerOrdinal(2, 2_900, 3, 100, 4));
  });

  it('makes valid container numbers under the given prefix', () => {
    const n = containerNumberFor('MSCU', containerOrdinal(5, 2_901, 7, 150, 3));
    expect(n.startsWith('MSCU')).toBe(true);
    expect(isValidContainerNumber(n)).toBe(true);
  });

  it('keeps booking references and B/Ls unique per ordinal in every carrier style', () => {
    for (const scac of ['MAEU', 'MSCU', 'CMDU', 'COSU', 'HLCU', 'ONEY', 'EGLV']) {
      const refs = new Set<string>();
      for (let ordinal = 0; ordinal < 1_000_000; ordinal += 61)
        refs.add(bookingReference(3, scac, ordinal, 'CNSHA'));
      expect(refs.size).toBe(Math.ceil(1_000_000 / 61));
      // One carrier keeps one style: same length for every booking.
      expect(new Set([...refs].map((r) => r.length)).size).toBe(1);
    }
    expect(billOfLading('MEDU', 'SHA1234567')).toBe('MEDUSHA1234567');
  });
});
