import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oceanSubscriptions } from './ocean-subscriptions.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

/**
 * A read-only share link to one or more of an organisation's subscriptions (issue 22). The token
 * itself is not stored: it is an HMAC of the id under a server secret (services/ocean/
 * share-link-token.ts); `token_hash` (its SHA-256) is what the public page looks up. Revoked and
 * expired links stay for the owner's list. Read on every public view, never cached: a revoke is
 * seen by every replica at once.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    // 'default' | '7' | '30' | '90' | 'never'
    expiry: text('expiry').notNull(),
    // Fixed ends (7/30/90 days); null for 'never' and 'default' (worked out from the shipments).
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('share_links_owner_idx').on(t.createdByUserId, t.createdAt.desc())],
);

/** The subscriptions of a link, in the order given; a deleted subscription leaves the link. */
export const shareLinkItems = pgTable(
  'share_link_items',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => oceanSubscriptions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.subscriptionId] }),
    index('share_link_items_subscription_idx').on(t.subscriptionId),
  ],
);
