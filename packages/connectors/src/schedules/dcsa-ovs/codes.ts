import { readFileSync } from 'node:fs';
import type { CallStatus } from '@tracklane/domain';
import { findDcsaSpec } from '../spec-validator.js';

/**
 * OVS 3.0 port call status codes (data/dcsa/ovs_portcallstatuscodes-v300.csv) → our call status.
 * Only three change what a call is: BLNK (the voyage is cancelled), OMIT (the port is skipped) and
 * ADHO (an extra call); the others (PHIN, PHOT, ROTC, SLID, CUTR) describe a call that still
 * happens, so it stays SCHEDULED with its raw codes kept. BLNK wins over OMIT over ADHO.
 */
const STATUS_BY_CODE: readonly [string, CallStatus][] = [
  ['BLNK', 'BLANKED'],
  ['OMIT', 'OMITTED'],
  ['ADHO', 'ADDED'],
];

export function callStatusOf(codes: readonly string[]): CallStatus {
  for (const [code, status] of STATUS_BY_CODE) if (codes.includes(code)) return status;
  return 'SCHEDULED';
}

let known: ReadonlySet<string> | null = null;

/** The code list's codes, read once from the CSV (reference data stays data). */
export function knownStatusCodes(): ReadonlySet<string> {
  known ??= new Set(
    readFileSync(findDcsaSpec('ovs_portcallstatuscodes-v300.csv'), 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]?.trim() ?? '')
      .filter(Boolean),
  );
  return known;
}
