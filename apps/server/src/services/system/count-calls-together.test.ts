import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { countCallsTogether } from './count-calls-together.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.cleanup();
});

/** The test database, counting the statements sent through it (and able to fail the next one). */
function countingDatabase(db: Database) {
  const seen = { statements: 0, failNext: false };
  const wrapped: Database = {
    ...db,
    async executeSql(text, values) {
      seen.statements += 1;
      if (seen.failNext) {
        seen.failNext = false;
        throw new Error('connection lost');
      }
      return db.executeSql(text, values);
    },
  };
  return { db: wrapped, seen };
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

describe('API calls counted together (the rate limiter on PostgreSQL)', () => {
  it('sends the first call alone and the 30 that came meanwhile in one statement, each counted exactly', async () => {
    const { db, seen } = countingDatabase(ctx.database);
    const first = countCallsTogether(db, 'together:a', 60_000);
    const meanwhile = Array.from({ length: 30 }, (_, i) =>
      countCallsTogether(db, `together:${'abc'[i % 3]}`, 60_000),
    );
    const counts = await Promise.all([first, ...meanwhile]);
    expect(seen.statements).toBe(2);
    expect(counts[0]?.hits).toBe(1);
    const hitsOf = (key: string) =>
      counts.slice(1).flatMap((c, i) => (`together:${'abc'[i % 3]}` === key ? [c.hits] : []));
    // a: the first call, then ten more; b and c: ten each. No count given twice, none skipped.
    expect(sorted(hitsOf('together:a'))).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(sorted(hitsOf('together:b'))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(sorted(hitsOf('together:c'))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const c of counts) expect(c.ttlMs).toBeGreaterThan(50_000);
    // The next call of a key goes on from the stored total.
    expect((await countCallsTogether(db, 'together:b', 60_000)).hits).toBe(11);
  });

  it('opens a new window once the last one is over', async () => {
    const { db } = countingDatabase(ctx.database);
    await Promise.all([1, 2, 3].map(() => countCallsTogether(db, 'window:a', 200)));
    await new Promise((r) => setTimeout(r, 250));
    const next = await Promise.all([1, 2].map(() => countCallsTogether(db, 'window:a', 200)));
    expect(sorted(next.map((c) => c.hits))).toEqual([1, 2]);
  });

  it('fails only the calls of a statement that failed, and counts the next ones', async () => {
    const { db, seen } = countingDatabase(ctx.database);
    seen.failNext = true;
    const failed = countCallsTogether(db, 'fault:a', 60_000);
    const after = countCallsTogether(db, 'fault:a', 60_000);
    await expect(failed).rejects.toThrow('connection lost');
    expect((await after).hits).toBe(1);
    expect((await countCallsTogether(db, 'fault:a', 60_000)).hits).toBe(2);
  });
});
