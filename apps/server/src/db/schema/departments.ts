import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';

/** A department of an organisation; members point at it (cleared when it is deleted). */
export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('departments_organization_idx').on(t.organizationId)],
);

/** A permission group (platform.md §6): permission codes and a data scope for its sub-accounts. */
export const permissionGroups = pgTable(
  'permission_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // Permission codes of the domain; jsonb so adding a code needs no migration.
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    dataScope: text('data_scope', { enum: ['all', 'related'] })
      .notNull()
      .default('related'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('permission_groups_organization_idx').on(t.organizationId)],
);
