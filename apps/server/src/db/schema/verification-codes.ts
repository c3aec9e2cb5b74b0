import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Codes sent by e-mail or SMS; the rows also drive the sending throttle. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Normalised e-mail or 11-digit mobile number.
    number: text('number').notNull(),
    category: text('category', { enum: ['email', 'mobile'] }).notNull(),
    type: text('type', { enum: ['register', 'login', 'reset', 'change'] }).notNull(),
    // Keyed hash, so a database dump does not hand out live codes.
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // Set when used, or when too many wrong tries voided it.
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_number_idx').on(t.number, t.createdAt),
    index('verification_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Failed sign-ins, counted per account and IP and per IP for the sign-in throttle. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_failures_account_idx').on(t.account, t.createdAt),
    index('sign_in_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * IPs each account signed in from with its password: the per-IP limit (SIGN_IN_FAILURES_PER_IP)
 * does not lock an account out of an IP it is known at, so a password sprayer behind an office's
 * NAT does not lock out the colleagues who sign in there every day.
 */
export const signInKnownIps = pgTable(
  'sign_in_known_ips',
  {
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.account, t.ip] }), index('sign_in_known_ips_last_idx').on(t.lastSignInAt)],
);
