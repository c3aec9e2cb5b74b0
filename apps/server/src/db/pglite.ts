import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock.js';
import { assertChannelName, type Database } from './database.js';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';
import { openPgliteThread, type PgliteThreadClient } from './pglite-thread/client.js';
import * as schema from './schema/index.js';

/** Where PGlite runs: a worker thread of its own (the default) or the server's thread. */
export type PgliteThread = 'worker' | 'main';

/** The calls of PGlite's client this file and drizzle make, whichever thread it runs on. */
type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'listen' | 'close' | 'closed'>;

/**
 * Embedded PostgreSQL (WASM) stored in `${dataDir}/pglite`. PGlite writes through to the files on
 * every commit, so committed rows survive a crash or `kill -9`; it is single-connection, so only
 * one process may open a data folder at a time. On its own worker thread by default: its WASM
 * runs synchronously, so on the server's thread every statement holds up every socket, and the
 * server's JavaScript and the database could never use two cores (issue 19's load bench).
 */
export async function openPglite(dataDir: string, { thread = 'worker' }: { thread?: PgliteThread } = {}) {
  const dir = join(dataDir, 'pglite');
  // PGlite creates the last folder itself but fails when a parent is missing.
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(`${dir}.lock`, dir);
  let client: PgliteClient | PgliteThreadClient;
  try {
    client = thread === 'worker' ? await openPgliteThread(dir) : await PGlite.create(dir);
  } catch (err) {
    unlock();
    throw err;
  }
  // drizzle's PGlite driver calls query() and transaction() only, which the thread's client has.
  const orm = drizzle({ client: client as PGlite, schema });
  try {
    await migrate(orm, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (err) {
    await client.close();
    unlock();
    throw err;
  }

  let closed: Promise<void> | undefined;
  const listen: Database['listen'] = async (channel, handler) => {
    // Plain lower-case names mean the same channel on both drivers (no quoting or case folding).
    assertChannelName(channel);
    const unlisten = await client.listen(channel, handler);
    // A database closed first (shutdown order, or a test closing it under the app) has no
    // listener left to remove, and PGlite throws on any call once closed.
    return async () => {
      if (!client.closed) await unlisten();
    };
  };
  const database: Database = {
    driver: 'pglite',
    location: dir,
    orm,
    async executeSql(text, values) {
      // PGlite's query() uses the extended protocol: one statement, with parameters. pg-boss
      // sends its schema DDL as one multi-statement text without parameters, which only exec()
      // (simple protocol) accepts; node-postgres makes the same distinction internally.
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(
          text,
          values.map((v) => (v === undefined ? null : v)),
        );
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    listen,
    // One process per data folder (data-dir-lock.ts): nothing to serialise against.
    serializeStartup: (work) => work(),
    listenConsistent(channel, handler) {
      // One connection, in this process: PGlite hands a statement's notices to the listeners
      // before the statement's promise resolves, so plain listening is already consistent.
      return listen(channel, handler);
    },
    close() {
      closed ??= client.close().finally(unlock);
      return closed;
    },
  };
  return database;
}
