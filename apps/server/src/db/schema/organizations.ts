import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** An enterprise (tenant). Every row of tenant data carries its organization_id. */
export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  // Public identifier for enterprise sign-in and API keys, e.g. TL7K2M9QXA.
  clientId: text('client_id').notNull().unique(),
  // free/trial, standard, professional, personal, enterprise, business (limits come with editions).
  edition: text('edition').notNull().default('trial'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
