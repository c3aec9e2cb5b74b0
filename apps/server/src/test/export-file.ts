import type { Database } from '../db/database.js';
import { readExportFile } from '../services/exports/read-export-file.js';

/** A finished export's whole file (its stored pieces joined in order), for tests to open. */
export async function exportFileOf(db: Pick<Database, 'orm'>, exportJobId: string): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of readExportFile({ db, exportJobId })) pieces.push(piece);
  return Buffer.concat(pieces);
}
