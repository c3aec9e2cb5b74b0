import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The API call limit's counters (plugins/rate-limit.ts), shared by every replica: one row per
 * caller (a hashed token or an IP) and fixed window, bumped by one upsert per call. The
 * migration makes the table UNLOGGED: counters need no WAL and may be lost in a crash.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  /** Start of the counted window, ms since the epoch (a multiple of the window length). */
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
  hits: integer('hits').notNull(),
});
