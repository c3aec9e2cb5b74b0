import type { Rng } from '../rng.js';
import type { FlagState } from './fleet-data.js';

/**
 * Ship identifiers: IMO numbers (with their check digit), MMSIs under the flag's MID and call
 * signs in the flag's ITU series. Each `next…` draws until the value is unused, so a fleet never
 * holds two ships with the same identifier.
 */

/** IMO check digit: digits 1–6 weighted 7, 6, 5, 4, 3, 2, summed, last digit of the sum. */
export function imoCheckDigit(first6: string): number {
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(first6[i]) * (7 - i);
  return sum % 10;
}

export function isValidImo(imo: string): boolean {
  return /^\d{7}$/.test(imo) && imoCheckDigit(imo) === Number(imo[6]);
}

function digits(rng: Rng, count: number): string {
  let s = '';
  for (let i = 0; i < count; i++) s += String(rng.int(0, 9));
  return s;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Draws a value not yet in `used`, records it and returns it. */
function drawUnique(used: Set<string>, draw: () => string): string {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const value = draw();
    if (!used.has(value)) {
      used.add(value);
      return value;
    }
  }
  throw new Error('identifier space exhausted');
}

export interface IdentifierPool {
  imos: Set<string>;
  mmsis: Set<string>;
  callSigns: Set<string>;
}

export function createIdentifierPool(): IdentifierPool {
  return { imos: new Set(), mmsis: new Set(), callSigns: new Set() };
}

/** Ships built since the 1990s carry IMO numbers starting with 9. */
export function nextImo(pool: IdentifierPool, rng: Rng): string {
  return drawUnique(pool.imos, () => {
    const first6 = `9${digits(rng, 5)}`;
    return `${first6}${imoCheckDigit(first6)}`;
  });
}

/** A ship station MMSI: the flag's MID followed by six digits. */
export function nextMmsi(pool: IdentifierPool, rng: Rng, flag: FlagState): string {
  return drawUnique(pool.mmsis, () => `${rng.pick(flag.mids)}${digits(rng, 6)}`);
}

export function nextCallSign(pool: IdentifierPool, rng: Rng, flag: FlagState): string {
  return drawUnique(pool.callSigns, () => {
    let sign = rng.pick(flag.callSignPrefixes);
    for (const slot of flag.callSignSuffix)
      sign += slot === 'A' ? LETTERS.charAt(rng.int(0, 25)) : String(rng.int(0, 9));
    return sign;
  });
}
