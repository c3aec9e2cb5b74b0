import { midOfMmsi } from '@tracklane/domain';
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

/** The flag of an MMSI as the ITU's list names it (the MID's place in the MMSI: `midOfMmsi`). */
export function flagOf(mids: MidDirectory, mmsi: number): string | null {
  const mid = midOfMmsi(mmsi);
  return mid === null ? null : (mids.get(mid) ?? null);
}
