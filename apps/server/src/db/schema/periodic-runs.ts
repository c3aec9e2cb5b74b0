import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When a periodic job whose period is a setting last ran (e.g. the stale-data check, every
 * DATA_STALE_CHECK_MINUTES): its cron fires every minute and a run claims the period here, so
 * the period needs no cron of its own and survives restarts.
 */
export const periodicRuns = pgTable('periodic_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});
