import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';
import { users } from './users.js';

/**
 * A bulk import (issue 22): the validated preview of an uploaded sheet or paste, then, once
 * confirmed, the `ocean.import` job's progress. Members only: rows go to the uploader's
 * organisation, and only the uploader sees the import. A preview not confirmed expires after a day.
 */
export const oceanImports = pgTable(
  'ocean_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    status: text('status', { enum: ['preview', 'queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('preview'),
    total: integer('total').notNull(),
    // The ok rows when confirmed, and how many of them the job has taken so far.
    toImport: integer('to_import').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ocean_imports_owner_created_idx').on(t.ownerUserId, t.createdAt.desc()),
    index('ocean_imports_expires_idx').on(t.expiresAt),
  ],
);

/** One row of an import: what the file said, the preview's verdict, then the job's result. */
export const oceanImportRows = pgTable(
  'ocean_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => oceanImports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    number: text('number').notNull(),
    kind: text('kind', { enum: ['container', 'bill'] }).notNull(),
    carrier: text('carrier').notNull(),
    remark: text('remark').notNull(),
    client: text('client').notNull(),
    status: text('status', {
      enum: ['ok', 'invalid', 'duplicate', 'unknown-carrier', 'already-tracked', 'over-limit'],
    }).notNull(),
    message: text('message').notNull(),
    result: text('result', { enum: ['subscribed', 'already-tracked', 'over-limit', 'skipped', 'failed'] }),
    resultMessage: text('result_message').notNull().default(''),
    subscriptionId: uuid('subscription_id'),
  },
  (t) => [primaryKey({ columns: [t.importId, t.row] })],
);
