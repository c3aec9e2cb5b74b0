import type { Database } from '../../db/database.js';
import { systemHeartbeats } from '../../db/schema/index.js';

export interface Heartbeat {
  id: number;
  source: string;
  ranAt: Date;
}

/** Stores one heartbeat; the row is committed when the promise resolves. */
export async function recordHeartbeat({ db, source }: { db: Database; source: string }): Promise<Heartbeat> {
  const [row] = await db.orm.insert(systemHeartbeats).values({ source }).returning();
  if (!row) throw new Error('insert into system_heartbeats returned no row');
  return row;
}
