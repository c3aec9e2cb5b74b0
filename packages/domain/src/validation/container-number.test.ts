import { describe, expect, it } from 'vitest';
import {
  containerCheckDigit,
  containerOwnerPrefix,
  isValidContainerNumber,
  normalizeContainerNumber,
} from './container-number.js';

describe('ISO 6346 container numbers', () => {
  // CSQU3054383 is the standard's worked example; BICU1234565 the BIC's own.
  it.each(['CSQU3054383', 'BICU1234565', 'MSKU9070323', 'TGHU9876542'])('accepts %s', (number) =>
    expect(isValidContainerNumber(number)).toBe(true),
  );

  it('accepts what users type: spaces, hyphens, lower case', () => {
    expect(isValidContainerNumber(' csqu 305438-3 ')).toBe(true);
    expect(normalizeContainerNumber(' csqu 305438-3 ')).toBe('CSQU3054383');
  });

  it.each([
    ['a wrong check digit', 'CSQU3054384'],
    ['a category letter other than U, J, Z', 'CSQX3054383'],
    ['too few digits', 'CSQU305438'],
    ['too many digits', 'CSQU30543833'],
    ['digits in the owner code', 'C5QU3054383'],
    ['a port code', 'CNSHA'],
    ['nothing', ''],
  ])('rejects %s', (_label, number) => expect(isValidContainerNumber(number)).toBe(false));

  it('writes a remainder of 10 as check digit 0', () => {
    // Σ for CSQU000007 is 10 mod 11; the standard writes 0 (and so avoids such serials).
    expect(containerCheckDigit('CSQU000007')).toBe(0);
    expect(isValidContainerNumber('CSQU0000070')).toBe(true);
  });

  it('skips multiples of 11 in the letter values (K=21, L=23, V=34)', () => {
    // Changing only the owner letter from K to L moves the value by 2 (21→23), not 1.
    const k = containerCheckDigit('KKKU000000');
    const l = containerCheckDigit('LKKU000000');
    expect((((l ?? 0) - (k ?? 0) + 11) % 11) % 10).toBe(2);
  });

  it('gives the owner prefix of a container number and nothing for other text', () => {
    expect(containerOwnerPrefix('msku 907032-3')).toBe('MSKU');
    expect(containerOwnerPrefix('CNSHA')).toBeUndefined();
    expect(containerOwnerPrefix('MAEU123456789')).toBe('MAEU');
  });
});
