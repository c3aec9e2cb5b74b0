import { describe, expect, it } from 'vitest';
import { checkDigit, containerNumber, isValidContainerNumber } from './iso6346.js';

describe('ISO 6346', () => {
  it('accepts published real numbers', () => {
    // CSQU3054383: the worked example of ISO 6346 (Wikipedia "ISO 6346");
    // APZU4812090: the container in DCSA Track & Trace example payloads (shared/data/dcsa).
    expect(isValidContainerNumber('CSQU3054383')).toBe(true);
    expect(isValidContainerNumber('APZU4812090')).toBe(true);
    expect(checkDigit('CSQU305438')).toBe(3);
  });

  it('rejects a wrong check digit, a typo and malformed input', () => {
    expect(isValidContainerNumber('CSQU3054384')).toBe(false);
    expect(isValidContainerNumber('CSQU3054833')).toBe(false);
    expect(isValidContainerNumber('CSQX3054383')).toBe(false);
    expect(isValidContainerNumber('CSQU305438')).toBe(false);
    expect(isValidContainerNumber('csqu3054383')).toBe(false);
  });

  it('detects every single-character substitution in the serial', () => {
    for (let pos = 4; pos < 10; pos++) {
      for (let d = 0; d <= 9; d++) {
        const typo = `CSQU3054383`.slice(0, pos) + d + `CSQU3054383`.slice(pos + 1);
        if (typo !== 'CSQU3054383') expect(isValidContainerNumber(typo)).toBe(false);
      }
    }
  });

  it('builds numbers that validate, padding the serial to 6 digits', () => {
    expect(containerNumber('CSQU', 305438)).toBe('CSQU3054383');
    expect(containerNumber('MSCU', 42)).toMatch(/^MSCU000042\d$/);
    expect(isValidContainerNumber(containerNumber('TGHU', 999_999))).toBe(true);
    expect(() => containerNumber('MSCU', 1_000_000)).toThrow(RangeError);
  });
});
