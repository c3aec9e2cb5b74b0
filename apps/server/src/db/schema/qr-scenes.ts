import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One QR code of the messaging-app provider (platform.md §7 `/auth/{provider}/qrcode`): the
 * scene id we hand to the browser, the provider's ticket, and what came of the scan.
 * purpose 'login' signs in the bound user; 'bind' links the scanning account to `user_id`.
 */
export const qrScenes = pgTable(
  'qr_scenes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    purpose: text('purpose', { enum: ['login', 'bind'] }).notNull(),
    // The user binding an account (purpose 'bind'), or the one signed in (filled once confirmed).
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ticket: text('ticket').notNull(),
    // Where the sign-in started (`source` of the qrcode call), kept for statistics.
    source: text('source').notNull().default(''),
    status: text('status', {
      enum: ['waiting', 'scanned', 'confirmed', 'cancelled', 'expired', 'unbound', 'bound', 'taken', 'used'],
    })
      .notNull()
      .default('waiting'),
    unionId: text('union_id'),
    nickname: text('nickname'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('qr_scenes_expires_idx').on(t.expiresAt)],
);
