import type { Database } from '../../db/database.js';

/**
 * The AIS ingest announces which vessels have a new latest position after each stored batch, on
 * this channel, as comma-separated MMSIs; every API process pushes them to the connections that
 * watch those vessels. PostgreSQL caps a NOTIFY payload at 8,000 bytes, hence the chunks.
 */
export const VESSEL_POSITIONS_CHANNEL = 'vessel_positions';
const MAX_PAYLOAD = 7000;

export async function notifyVesselPositions(db: Database, mmsis: readonly number[]): Promise<void> {
  let chunk = '';
  for (const mmsi of mmsis) {
    const text = String(mmsi);
    if (chunk.length + text.length + 1 > MAX_PAYLOAD) {
      await db.executeSql('select pg_notify($1, $2)', [VESSEL_POSITIONS_CHANNEL, chunk]);
      chunk = '';
    }
    chunk = chunk ? `${chunk},${text}` : text;
  }
  if (chunk) await db.executeSql('select pg_notify($1, $2)', [VESSEL_POSITIONS_CHANNEL, chunk]);
}

/** The MMSIs of a notice; anything that is not one is dropped. */
export function parseVesselPositionsNotice(payload: string): number[] {
  return payload
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 999_999_999);
}
