import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';

// The cron fires each minute a few seconds late at most: a period is due this much early, so a
// run at 10:10:01 after one at 10:00:03 is not pushed to 10:11.
const SLACK_MS = 30_000;

/**
 * Claims this period's run of a job whose period is a setting (its cron fires every minute):
 * true when the last claimed run is at least `periodMinutes` ago (or there was none), recording
 * now as the last run in the same statement, so two processes never both claim one period.
 * A run that fails after its claim is redone by the next period.
 */
export async function claimPeriodicRun({
  db,
  name,
  now,
  periodMinutes,
}: {
  db: Database;
  name: string;
  now: Date;
  periodMinutes: number;
}): Promise<boolean> {
  const dueBefore = new Date(now.getTime() - periodMinutes * 60_000 + SLACK_MS).toISOString();
  const rows = rowsOf<{ name: string }>(
    await db.orm.execute(sql`
      insert into periodic_runs (name, last_run_at) values (${name}, ${now.toISOString()}::timestamptz)
      on conflict (name) do update set last_run_at = excluded.last_run_at
      where periodic_runs.last_run_at <= ${dueBefore}::timestamptz
      returning name`),
  );
  return rows.length > 0;
}
