import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets generated once and shared by every replica through the database (the token signing
 * key when AUTH_SECRET is unset, the API-key pepper), so the embedded default needs no set-up.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
