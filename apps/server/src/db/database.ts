import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config } from '../config.js';
import type { ConsistentChannel } from './consistent-channels.js';
import type * as schema from './schema/index.js';

export type DatabaseDriver = 'pglite' | 'postgres';

/** What pg-boss and health checks need: raw SQL, rows back (node-postgres' result shape). */
export interface SqlResult {
  rows: Record<string, unknown>[];
}

/**
 * The one handle the rest of the server uses, whatever the driver: drizzle for queries, raw SQL
 * for pg-boss, and close(). Services never import a driver.
 */
export interface Database {
  readonly driver: DatabaseDriver;
  readonly orm: PgDatabase<PgQueryResultHKT, typeof schema>;
  /** Without values the text may hold several statements (pg-boss sends its DDL that way). */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /**
   * Runs `handler` with the payload of every NOTIFY on `channel` (by any process on PostgreSQL,
   * within this instance on PGlite), from when the returned promise resolves; the function it
   * resolves to stops listening. Delivery is best effort: notices sent while a PostgreSQL
   * listener reconnects are lost, so listeners must tolerate gaps.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Like `listen`, and besides: a notice raised by a statement of this process reaches `handler`
   * before that statement's (or its transaction's) promise resolves. A cache cleared by it is
   * therefore never read stale by this process after its own write, only (for the notice's
   * travel time) after another process's. Only the channels of CONSISTENT_CHANNELS: on PostgreSQL
   * every pooled connection LISTENs to them from the moment it connects.
   */
  listenConsistent(
    channel: ConsistentChannel,
    handler: (payload: string) => void,
  ): Promise<() => Promise<void>>;
  /**
   * Runs start-up schema work (migrations, pg-boss's schema, queues and schedules) while no other
   * process on this database does any: N API replicas and M workers started at the same moment
   * on an empty database otherwise deadlock in pg-boss's queue creation (a partition and its
   * foreign keys per queue). A session advisory lock on PostgreSQL; PGlite has one process.
   */
  serializeStartup<T>(work: () => Promise<T>): Promise<T>;
  /** Idempotent: the app, the worker and tests may all call it. */
  close(): Promise<void>;
  /** Where the data lives, for the start-up line (never includes a password). */
  readonly location: string;
}

/**
 * Opens the database chosen by the configuration and brings its schema up to date: node-postgres
 * when DATABASE_URL is set, else PGlite under DATA_DIR/pglite. Drivers load lazily so a scaled
 * deployment never loads the WASM build and the embedded one never opens a pool.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'pgliteThread'>>,
  onError: (err: Error) => void = () => {},
): Promise<Database> {
  if (config.databaseUrl) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(config.databaseUrl, onError);
  }
  const { openPglite } = await import('./pglite.js');
  return openPglite(config.dataDir, { thread: config.pgliteThread });
}

/** Channel names are plain lower-case identifiers, so they can be written into LISTEN unquoted. */
export function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
}
