import type { ExportFieldKey, ExportRowMode } from '@tracklane/domain';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';
import { users } from './users.js';

/** What a template's scheduled export stores (ZExportSchedule without its run times). */
export interface StoredExportSchedule {
  cycle: 'daily' | 'weekly';
  weekday: number | null;
  time: string;
  timeZone: string;
  emails: string[];
  format: 'xlsx' | 'csv';
  language: 'zh' | 'en' | 'jp';
}

/**
 * A member's own export template (issue 22; at most 5 each, platform.md §9). The default template
 * is not a row: it is DEFAULT_EXPORT_FIELDS in the domain, the same for everyone and read-only.
 */
export const exportTemplates = pgTable(
  'export_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The owner's organisation when saved: the scheduled export runs in its scope.
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    rowMode: text('row_mode').$type<ExportRowMode>().notNull().default('shipment'),
    fields: jsonb('fields').$type<ExportFieldKey[]>().notNull(),
    // The member's order on the template page (drag and drop).
    position: integer('position').notNull().default(0),
    schedule: jsonb('schedule').$type<StoredExportSchedule | null>(),
    // The next scheduled run (UTC); the scheduler claims rows whose time has come.
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('export_templates_owner_idx').on(t.ownerUserId, t.position),
    index('export_templates_next_run_idx').on(t.nextRunAt),
  ],
);
