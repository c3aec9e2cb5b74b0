import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { departments } from './departments.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

/**
 * Invite links (employee: join as a pending sub-account; partner: link two organisations). A link
 * may be used until it expires or is deleted; only a keyed hash of its token is stored.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['employee', 'partner'] }).notNull(),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('invitations_organization_idx').on(t.organizationId)],
);

/**
 * Internal partners: one row per direction, so each side lists and removes its links by its own
 * organisation id (removal deletes both rows).
 */
export const partnerLinks = pgTable(
  'partner_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    partnerOrganizationId: uuid('partner_organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('partner_links_pair_uq').on(t.organizationId, t.partnerOrganizationId)],
);
