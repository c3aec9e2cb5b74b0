import { describe, expect, it } from 'vitest';
import { createRng } from '../rng.js';
import type { FlagState } from './fleet-data.js';
import {
  createIdentifierPool,
  imoCheckDigit,
  isValidImo,
  nextCallSign,
  nextImo,
  nextMmsi,
} from './identifiers.js';

const LIBERIA: FlagState = {
  name: 'Liberia (Republic of)',
  country: 'LR',
  mids: ['636', '637'],
  callSignPrefixes: ['A8', 'D5'],
  callSignSuffix: 'AA9',
  share: 0.17,
};

describe('IMO numbers', () => {
  it('computes the check digit of published IMO numbers', () => {
    // IMO 9074729, the usual worked example: 9·7 + 0·6 + 7·5 + 4·4 + 7·3 + 2·2 = 139 → check digit 9.
    expect(imoCheckDigit('907472')).toBe(9);
    expect(isValidImo('9074729')).toBe(true);
    expect(isValidImo('9074728')).toBe(false);
    expect(isValidImo('907472')).toBe(false);
  });

  it('draws valid, distinct numbers', () => {
    const pool = createIdentifierPool();
    const rng = createRng(1);
    const imos = Array.from({ length: 2000 }, () => nextImo(pool, rng));
    expect(new Set(imos).size).toBe(imos.length);
    for (const imo of imos) {
      const d = [...imo].map(Number);
      const sum = d.slice(0, 6).reduce((s, x, i) => s + x * (7 - i), 0);
      expect(sum % 10).toBe(d[6]);
    }
  });
});

describe('MMSI and call signs', () => {
  it('puts the flag MID first and keeps MMSIs unique', () => {
    const pool = createIdentifierPool();
    const rng = createRng(2);
    const mmsis = Array.from({ length: 500 }, () => nextMmsi(pool, rng, LIBERIA));
    expect(new Set(mmsis).size).toBe(500);
    for (const mmsi of mmsis) {
      expect(mmsi).toMatch(/^\d{9}$/);
      expect(LIBERIA.mids).toContain(mmsi.slice(0, 3));
    }
  });

  it('forms call signs from the ITU prefix and the suffix pattern', () => {
    const pool = createIdentifierPool();
    const rng = createRng(3);
    for (let i = 0; i < 200; i++) expect(nextCallSign(pool, rng, LIBERIA)).toMatch(/^(A8|D5)[A-Z]{2}\d$/);
    expect(pool.callSigns.size).toBe(200);
  });
});
