import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail and SMS received by the sandbox providers (embedded default): the offline inbox. */
export const sandboxMessages = pgTable(
  'sandbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    // Lower-case e-mail address or 11-digit mobile number.
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_messages_to_idx').on(t.to, t.receivedAt)],
);
