import { readCsvRows } from './reference-files.js';

/** Maritime Identification Digits (the first three of a ship's MMSI) → flag state. */
export type MidDirectory = ReadonlyMap<number, string>;

/** data/ais/mid_country_codes.csv: `prefix,country`, one row per MID (ITU list via libais). */
export function loadMidDirectory(dataDir: string): MidDirectory {
  const mids = new Map<number, string>();
  for (const row of readCsvRows(dataDir, 'ais/mid_country_codes.csv')) {
    const prefix = Number(row.prefix);
    if (Number.isInteger(prefix) && row.country) mids.set(prefix, row.country);
  }
  return mids;
}

/**
 * The flag of an MMSI: a ship's MMSI is MIDxxxxxx (9 digits, first digit 2–7); craft associated
 * with a parent ship (98MIDxxxx), SAR aircraft (111MIDxxx) and AIS aids (99MIDxxxx) carry the MID
 * further in. Base stations (00MIDxxxx) and group calls (0MIDxxxxx) too.
 */
export function flagOf(mids: MidDirectory, mmsi: number): string | null {
  const digits = String(mmsi).padStart(9, '0');
  if (digits.length !== 9) return null;
  const at = (offset: number) => mids.get(Number(digits.slice(offset, offset + 3))) ?? null;
  const first = digits[0];
  if (first && first >= '2' && first <= '7') return at(0);
  if (digits.startsWith('98') || digits.startsWith('99')) return at(2);
  if (digits.startsWith('111')) return at(3);
  if (digits.startsWith('00')) return at(2);
  if (first === '0') return at(1);
  return null;
}
