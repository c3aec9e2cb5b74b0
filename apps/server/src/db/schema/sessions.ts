import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys.js';
import { organizations } from './organizations.js';
import { guests, users } from './users.js';

/**
 * One row per issued access token (its `sid` claim). JWTs alone cannot be withdrawn; checking
 * this row on each call makes logout, password changes and key revocation take effect at once,
 * on every replica.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Exactly one of user_id / guest_id is set.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'cascade' }),
    tokenType: text('token_type', { enum: ['write', 'read'] }).notNull(),
    loginKind: text('login_kind', { enum: ['normal', 'guest', 'api', 'union'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
