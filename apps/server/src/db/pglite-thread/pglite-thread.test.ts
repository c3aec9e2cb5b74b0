import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, usingPostgres } from '../../test/test-database.js';
import type { Database } from '../database.js';
import { openPglite, type PgliteThread } from '../pglite.js';

/** How many times a 5 ms timer of this thread fired while `work` ran. */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

// A statement of well over 100 ms of WASM on this machine.
const LONG_STATEMENT = 'select count(*)::int as n from generate_series(1, 1500000) g where g % 7 = 3';

describe.skipIf(usingPostgres)('PGlite on its own thread', () => {
  const opened: { testDb: TestDatabase; db: Database }[] = [];
  const open = async (thread: PgliteThread) => {
    const testDb = await createTestDatabase();
    const db = await openPglite(testDb.env.DATA_DIR, { thread });
    opened.push({ testDb, db });
    return db;
  };
  let db: Database;
  let inline: Database;
  beforeAll(async () => {
    [db, inline] = await Promise.all([open('worker'), open('main')]);
    for (const d of [db, inline])
      await d.executeSql(
        'create table t_thread (id int primary key, at timestamptz, big bigint, bin bytea, doc jsonb)',
      );
  });
  afterAll(async () => {
    for (const { db, testDb } of opened) {
      await db.close();
      await testDb.drop();
    }
  });

  it("keeps the server's thread free while a long statement runs (it stalls it on the main thread)", async () => {
    // Timers fire while the thread works; on the main thread the statement's WASM blocks them.
    // Ticks, not pauses, so a busy machine (slower statement, late timers) does not blur it.
    expect(await ticksDuring(() => inline.executeSql(LONG_STATEMENT, []))).toBeLessThanOrEqual(2);
    expect(await ticksDuring(() => db.executeSql(LONG_STATEMENT, []))).toBeGreaterThanOrEqual(8);
  });

  it('returns the same values as PGlite on the main thread: dates, bigints, bytes, JSON, drizzle rows', async () => {
    const insert = `insert into t_thread values ($1, $2, $3, $4, $5) returning *`;
    const values = [
      1,
      new Date('2026-11-27T10:00:00Z'),
      9007199254740993n,
      new Uint8Array([0, 255]),
      { a: [1] },
    ];
    const [fromThread, fromMain] = await Promise.all([
      db.executeSql(insert, values),
      inline.executeSql(insert, values),
    ]);
    expect(fromThread.rows).toEqual(fromMain.rows);
    expect(fromThread.rows[0]?.at).toBeInstanceOf(Date);
    // drizzle keeps timestamps as text and maps rows from arrays.
    const query = sql`select at, big, doc from t_thread where id = ${1}`;
    expect(await db.orm.execute(query)).toEqual(await inline.orm.execute(query));
  });

  it('holds other statements back while a transaction is open, and commits it', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await db.orm.transaction(async (tx) => {
      await tx.execute(sql`insert into t_thread (id) values (10)`);
      outside = db.executeSql('select count(*)::int as n from t_thread where id = 10', []).then((r) => {
        order.push(`outside saw ${r.rows[0]?.n}`);
      });
      await new Promise((r) => setTimeout(r, 30));
      await tx.execute(sql`insert into t_thread (id) values (11)`);
      order.push('transaction done');
    });
    await outside;
    expect(order).toEqual(['transaction done', 'outside saw 1']);
  });

  it('rolls a failed transaction back and rebuilds the database error (code, constraint)', async () => {
    const failure = await db.orm
      .transaction(async (tx) => {
        await tx.execute(sql`insert into t_thread (id) values (20)`);
        await tx.execute(sql`insert into t_thread (id) values (20)`);
      })
      .catch((err: { cause?: { code?: string; constraint?: string } }) => err);
    expect(failure).toMatchObject({ cause: { code: '23505', constraint: 't_thread_pkey' } });
    const { rows } = await db.executeSql('select count(*)::int as n from t_thread where id = 20', []);
    expect(rows[0]?.n).toBe(0);
    // The thread is free again after the rollback.
    await db.executeSql('insert into t_thread (id) values (21)', []);
  });

  it("hands a NOTIFY to listeners before the statement's promise resolves", async () => {
    const heard: string[] = [];
    const stop = await db.listen('t_thread_channel', (payload) => heard.push(payload));
    await db.executeSql(`select pg_notify('t_thread_channel', $1)`, ['one']);
    expect(heard).toEqual(['one']);
    await stop();
    await db.executeSql(`select pg_notify('t_thread_channel', $1)`, ['two']);
    expect(heard).toEqual(['one']);
  });
});
