import { customType, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { exportJobs } from './export-jobs.js';

/** PGlite answers bytea as Uint8Array, node-postgres as Buffer: both become a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The finished file of an export in pieces of at most EXPORT_CHUNK_BYTES, in `seq` order from 0.
 * One bytea of the whole file cost the worker several copies of it at once (node-postgres sends a
 * Buffer as an escaped hex string: twice its size, plus the message); pieces are written and read
 * one at a time, so memory holds one piece. They go with their job (cascade: the 7-day cleanup).
 */
export const exportJobChunks = pgTable(
  'export_job_chunks',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => exportJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);
