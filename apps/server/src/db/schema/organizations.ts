import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** An enterprise (tenant). Every row of tenant data carries its organization_id. */
export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  // Public identifier for enterprise sign-in and API keys, e.g. TL7K2M9QXA.
  clientId: text('client_id').notNull().unique(),
  // An edition code of the domain (EDITIONS); rows of the first slice say 'trial', read as 'free'.
  edition: text('edition').notNull().default('free'),
  // End of the granted plan; null for free. Past it, free limits apply.
  planValidUntil: timestamp('plan_valid_until', { withTimezone: true }),
  address: text('address').notNull().default(''),
  website: text('website').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
