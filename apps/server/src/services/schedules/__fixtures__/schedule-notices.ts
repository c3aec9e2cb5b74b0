import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Database } from '../../../db/database.js';
import { SCHEDULES_CHANGED_CHANNEL } from '../schedule-index-source.js';

/**
 * The schedule-change notices `db` receives. `take()` sends a marker notice of its own and waits
 * for it: notices arrive in commit order, so whatever came before the marker is every notice
 * sent until then (on PostgreSQL they come over another connection, later than the commit).
 */
export async function scheduleNotices(db: Database) {
  const heard: string[] = [];
  const stop = await db.listen(SCHEDULES_CHANGED_CHANNEL, (payload) => heard.push(payload));
  return {
    async take(): Promise<string[]> {
      const marker = `marker-${randomUUID()}`;
      await db.executeSql('select pg_notify($1, $2)', [SCHEDULES_CHANGED_CHANNEL, marker]);
      await expect.poll(() => heard.includes(marker), { timeout: 10_000 }).toBe(true);
      return heard.splice(0).filter((p) => p !== marker);
    },
    stop,
  };
}
