import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, usingPostgres } from '../test/test-database.js';
import { type Database, openDatabase } from './database.js';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';
import { systemHeartbeats } from './schema/index.js';

const migrationCount = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql')).length;

/** The same checks on each driver: the one migrations folder must apply to both. */
function describeDriver(driver: 'pglite' | 'postgres') {
  describe(driver, () => {
    let testDb: TestDatabase;
    let location: { dataDir: string; databaseUrl: string | undefined };
    let db: Database;

    beforeAll(async () => {
      // PGlite from an empty folder (real initdb, parent folders created), not the test template.
      testDb = await createTestDatabase({ fromTemplate: false });
      const dataDir = `${testDb.env.DATA_DIR}/nested/parent`;
      location = { dataDir, databaseUrl: driver === 'postgres' ? testDb.env.DATABASE_URL : undefined };
      db = await openDatabase(location);
    });
    afterAll(async () => {
      await db?.close();
      await testDb?.drop();
    });

    it('opens with the expected driver and applies every migration', async () => {
      expect(db.driver).toBe(driver);
      const applied = await db.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations', []);
      expect(applied.rows[0]?.n).toBe(migrationCount);
      const columns = await db.executeSql(
        `select column_name from information_schema.columns
          where table_schema = 'public' and table_name = 'system_heartbeats' order by column_name`,
        [],
      );
      expect(columns.rows.map((r) => r.column_name)).toEqual(['id', 'ran_at', 'source']);
    });

    it('runs drizzle queries through the schema', async () => {
      const [row] = await db.orm.insert(systemHeartbeats).values({ source: 'before-reopen' }).returning();
      expect(row).toMatchObject({ source: 'before-reopen' });
      expect(row?.ranAt).toBeInstanceOf(Date);
    });

    it('reopens an up-to-date database: migrations are not re-applied and data is kept', async () => {
      // PGlite is single-connection per folder: close before reopening.
      await db.close();
      db = await openDatabase(location);
      const applied = await db.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations', []);
      expect(applied.rows[0]?.n).toBe(migrationCount);
      const rows = await db.orm.select().from(systemHeartbeats);
      expect(rows.map((r) => r.source)).toEqual(['before-reopen']);
    });

    it('executeSql runs multi-statement text without parameters (pg-boss DDL) and returns the last rows', async () => {
      const result = await db.executeSql(
        'create temp table t_multi (v int); insert into t_multi values (1), (2); select sum(v)::int as total from t_multi',
      );
      expect(result.rows).toEqual([{ total: 3 }]);
    });

    it('executeSql binds parameters (undefined as null, like node-postgres)', async () => {
      const result = await db.executeSql('select $1::text as a, $2::int as b, $3::text as c', [
        'x',
        2,
        undefined,
      ]);
      expect(result.rows).toEqual([{ a: 'x', b: 2, c: null }]);
    });

    it('close() is idempotent and later queries fail', async () => {
      await db.close();
      await db.close();
      await expect(db.executeSql('select 1', [])).rejects.toThrow();
    });
  });
}

describeDriver('pglite');

describe('pglite data folder lock', () => {
  it('refuses a second open of a folder in use and takes over a stale lock', async () => {
    const testDb = await createTestDatabase();
    const config = { dataDir: testDb.env.DATA_DIR, databaseUrl: undefined };
    try {
      const first = await openDatabase(config);
      await expect(openDatabase(config)).rejects.toThrow(/is in use by this process/);
      await first.close();
      // A lock left by a process that is gone (kill -9): pid 2^22+1 is above Linux's pid_max.
      writeFileSync(join(testDb.env.DATA_DIR, 'pglite.lock'), '4194305');
      const second = await openDatabase(config);
      expect((await second.executeSql('select 1 as one', [])).rows).toEqual([{ one: 1 }]);
      await second.close();
    } finally {
      await testDb.drop();
    }
  });
});
// The PostgreSQL half needs a server: it runs in the DATABASE_URL pass of the suite (CI runs both).
if (usingPostgres) describeDriver('postgres');
else
  describe.skip('postgres (runs when DATABASE_URL is set)', () =>
    it('applies the same migrations', () => {}));
