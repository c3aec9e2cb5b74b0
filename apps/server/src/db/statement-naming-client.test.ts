import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usingPostgres } from '../test/test-database.js';
import { StatementNamingClient } from './statement-naming-client.js';

// Named statements are a PostgreSQL wire feature: PGlite runs in-process without this client.
describe.skipIf(!usingPostgres)('statement naming client (PostgreSQL)', () => {
  let client: StatementNamingClient;
  beforeAll(async () => {
    client = new StatementNamingClient({ connectionString: process.env.DATABASE_URL });
    await client.connect();
  });
  afterAll(() => client?.end());

  // The client's own `query` is untyped (it takes all of node-postgres' overloads).
  const prepared = async (): Promise<{ name: string; statement: string }[]> =>
    ((await client.query('select name, statement from pg_prepared_statements')) as pg.QueryResult).rows;

  it('prepares a parameterised text once on the connection and answers each run with its values', async () => {
    const text = 'select $1::int + 1 as n';
    expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }]);
    expect((await client.query({ text, values: [41] })).rows).toEqual([{ n: 42 }]);
    const mine = (await prepared()).filter((p) => p.statement === text);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.name).toMatch(/^s_/);
  });

  it('leaves texts without parameters, and bulk writes past 64 parameters, unnamed', async () => {
    await client.query('select 7 as plain');
    const many = Array.from({ length: 65 }, (_, i) => `$${i + 1}::int`).join(' + ');
    const values = Array.from({ length: 65 }, () => 1);
    expect((await client.query(`select ${many} as total`, values)).rows).toEqual([{ total: 65 }]);
    const texts = (await prepared()).map((p) => p.statement);
    expect(texts).not.toContain('select 7 as plain');
    expect(texts.some((t) => t.includes('as total'))).toBe(false);
  });

  it('keeps a name the caller chose', async () => {
    await client.query({ name: 'my_own', text: 'select $1::text as v', values: ['x'] });
    expect((await prepared()).map((p) => p.name)).toContain('my_own');
  });
});
