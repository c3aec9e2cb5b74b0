import { count, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { systemHeartbeats } from '../../db/schema/index.js';

export interface HeartbeatSummary {
  count: number;
  lastRanAt: Date | null;
}

/** How many beats there are (optionally from one source) and when the latest ran. */
export async function summarizeHeartbeats({
  db,
  source,
}: {
  db: Database;
  source?: string | undefined;
}): Promise<HeartbeatSummary> {
  const [row] = await db.orm
    .select({ count: count(), lastRanAt: max(systemHeartbeats.ranAt) })
    .from(systemHeartbeats)
    .where(source === undefined ? undefined : eq(systemHeartbeats.source, source));
  return { count: row?.count ?? 0, lastRanAt: row?.lastRanAt ?? null };
}
