import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './database.js';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';
import * as schema from './schema/index.js';

// Any constant works; it only has to be the same in every replica.
const MIGRATION_LOCK_ID = 7_321_001;

/** PostgreSQL through a node-postgres pool (scaled deployment, DATABASE_URL set). */
export async function openPostgres(url: string, onError: (err: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process (an unhandled 'error'
  // event would); the pool replaces it and the next query reconnects.
  pool.on('error', onError);
  try {
    await migrateWithLock(pool);
  } catch (err) {
    await pool.end();
    throw err;
  }
  const orm = drizzle({ client: pool, schema });

  let closed: Promise<void> | undefined;
  return {
    driver: 'postgres',
    location: redactUrl(url),
    orm,
    async executeSql(text, values) {
      const result = await pool.query(text, values);
      // A multi-statement text yields one result per statement; callers want the last.
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: last?.rows ?? [] };
    },
    close() {
      closed ??= pool.end();
      return closed;
    },
  };
}

/** N API replicas and M workers start together: the advisory lock lets one migrate at a time. */
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}
