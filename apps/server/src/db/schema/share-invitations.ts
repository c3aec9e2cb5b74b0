import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oceanSubscriptions } from './ocean-subscriptions.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

/**
 * A subscription offered to a member of another organisation. Nothing enters the recipient's
 * list or quota until they accept; they may refuse. A withdrawn (deleted) source subscription
 * takes its open offers with it.
 */
export const shareInvitations = pgTable(
  'share_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => oceanSubscriptions.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    toOrganizationId: uuid('to_organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'refused'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // Sharing the same row with the same person again while they have not decided adds nothing.
    uniqueIndex('share_invitations_pending_uq')
      .on(t.subscriptionId, t.toUserId)
      .where(sql`${t.status} = 'pending'`),
    index('share_invitations_recipient_idx').on(t.toUserId, t.status, t.createdAt.desc()),
  ],
);
