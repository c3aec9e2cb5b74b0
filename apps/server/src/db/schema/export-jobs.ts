import type { ExportFieldKey, ExportRowMode } from '@tracklane/domain';
import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';
import { guests, users } from './users.js';

/** PGlite answers bytea as Uint8Array, node-postgres as Buffer: both become a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * An export of a list (POST /application/ocean/export): queued at once, built by the
 * `exports.build` job. The finished file is kept in the database (export_job_chunks, in pieces;
 * not under DATA_DIR) so an API and a worker on different hosts share it, and the 7-day expiry is
 * one DELETE (the pieces go with it).
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The caller who asked: a member (user) or a guest; only they list and download it.
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['ocean'] }).notNull(),
    // The caller's data scope when asked (SubscriptionScope) and the filters, as the job replays them.
    scope: jsonb('scope').notNull(),
    query: jsonb('query').notNull(),
    language: text('language').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    rowCount: integer('row_count'),
    // Issue 22: the file's format, the template it was made with (its name kept: the template may
    // be renamed or deleted later; null id: the default one), progress while building, the file's
    // size, and who is e-mailed the signed link when it is done (a scheduled export).
    format: text('format', { enum: ['xlsx', 'csv'] })
      .notNull()
      .default('xlsx'),
    templateId: uuid('template_id'),
    templateName: text('template_name'),
    // The template's fields and rows as they were when asked: a later edit does not change a queued export.
    templateFields: jsonb('template_fields').$type<ExportFieldKey[]>(),
    rowMode: text('row_mode').$type<ExportRowMode>().notNull().default('shipment'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total'),
    sizeBytes: integer('size_bytes'),
    notifyEmails: jsonb('notify_emails').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    failureReason: text('failure_reason'),
    fileName: text('file_name'),
    // The whole file of a job finished before files were stored in pieces (export_job_chunks).
    file: bytea('file'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // When a worker claimed it (claim-next-export.ts): the fair order takes the organisation whose
    // last start is oldest first, and a run still 'running' long after it is taken again.
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The caller's jobs, newest first.
    index('export_jobs_owner_created_idx').on(t.ownerUserId, t.createdAt.desc()),
    index('export_jobs_guest_created_idx').on(t.guestId, t.createdAt.desc()),
    index('export_jobs_expires_idx').on(t.expiresAt),
  ],
);
