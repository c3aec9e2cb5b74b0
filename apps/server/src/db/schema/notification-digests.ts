import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';
import { users } from './users.js';

/**
 * A member's scheduled e-mail digest (GET/POST /application/rule/digest): one per member. The
 * minute job (`digests.run`) claims rows whose `next_run_at` has come, sends what changed in
 * (`covered_until`, now] and moves both on in the same transaction.
 */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    cycle: text('cycle', { enum: ['daily', 'weekly', 'monthly'] }).notNull(),
    // ISO weekday 1 (Monday) … 7 (Sunday), weekly only; 1–31, monthly only.
    weekday: smallint('weekday'),
    monthDay: smallint('month_day'),
    // "HH:MM" on time_zone's clock.
    time: text('time').notNull(),
    timeZone: text('time_zone').notNull(),
    emails: text('emails').array().notNull().default(sql`'{}'::text[]`),
    // The language the member used when saving: the digest is written in it.
    language: text('language').notNull(),
    // Null while off.
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    // The next digest tells what changed after this instant (set when first turned on).
    coveredUntil: timestamp('covered_until', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_digests_due_idx').on(t.nextRunAt).where(sql`${t.nextRunAt} is not null`)],
);

/**
 * One digest e-mail to one address: the outbox row, with what it tells frozen in `content`
 * (DigestContent), so a retry sends the same e-mail. `digests.deliver` sends it and marks it
 * sent; a run killed between the two sends it once more at most. Counts against the plan's
 * monthly e-mail allowance with the notices' deliveries.
 */
export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    coveredFrom: timestamp('covered_from', { withTimezone: true }).notNull(),
    coveredUntil: timestamp('covered_until', { withTimezone: true }).notNull(),
    content: jsonb('content').notNull(),
    language: text('language').notNull(),
    // The zone the schedule was read in: the digest's own times (its period) are shown on it.
    timeZone: text('time_zone').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // One e-mail per address per period, however often a run is repeated.
    unique('digest_deliveries_period_key').on(t.userId, t.coveredUntil, t.target),
    index('digest_deliveries_user_created_idx').on(t.userId, t.createdAt),
  ],
);
