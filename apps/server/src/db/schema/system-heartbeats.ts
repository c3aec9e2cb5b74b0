import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per run of the `system.heartbeat` job: proves the scheduler and the workers are alive. */
export const systemHeartbeats = pgTable(
  'system_heartbeats',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // Who produced the beat: 'cron' for the schedule, anything else for manual sends and tests.
    source: text('source').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // /health asks for the latest beat on every call.
  (table) => [index('system_heartbeats_ran_at_idx').on(table.ranAt)],
);
