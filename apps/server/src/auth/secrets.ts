import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { appSecrets } from '../db/schema/index.js';

/**
 * A random secret generated on first use and kept in the database. Insert-if-absent then read
 * back: when replicas race, all of them end up with the row that won.
 */
export async function getOrCreateSecret(db: Database, name: string): Promise<string> {
  await db.orm
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.orm.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing after insert`);
  return row.value;
}

/** Keyed hash for high-entropy or short-lived values (API keys, verification codes). */
export function keyedHash(pepper: string, value: string): string {
  return createHmac('sha256', pepper).update(value).digest('base64url');
}
