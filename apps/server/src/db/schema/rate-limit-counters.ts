import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The API call limit's counters (plugins/rate-limit.ts), shared by every replica: one row per
 * caller (a hashed token or an IP) and window, bumped by one upsert per call. The
 * migration makes the table UNLOGGED: counters need no WAL and may be lost in a crash.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  /** When the counted window opened (the key's first call in it), ms since the epoch. */
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
  hits: integer('hits').notNull(),
});
