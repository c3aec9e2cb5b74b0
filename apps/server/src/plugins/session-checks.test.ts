import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';
import { AUTH_TEST_ENV, bearer, registerMember } from '../test/auth.js';
import { createTestContext, type TestContext } from '../test/test-app.js';
import { usingPostgres } from '../test/test-database.js';

// Kept checks last a minute here: whatever drops one within a test is a notice, not the clock.
const ENV = { ...AUTH_TEST_ENV, SESSION_CHECK_CACHE_MS: '60000' };

let ctx: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: ENV });
  await app.ready();
});
afterAll(() => ctx?.cleanup());

const current = (token: string) => app.inject({ url: '/auth/user/current', headers: bearer(token) });
const sessionIdOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid;

/**
 * Calls with `token` until its check is kept and stays kept for 100 ms. On PostgreSQL the
 * dedicated listener also hears this process's earlier changes (registering writes users) a
 * moment later, and drops checks kept meanwhile: harmless, but each test must start from a kept
 * check that only the change under test can drop.
 */
async function keptAfterCall(token: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    expect((await current(token)).json().statusCode).toBe(20000);
    await new Promise((r) => setTimeout(r, 100));
    if (app.sessionChecks.get(sessionIdOf(token))) return;
  }
  throw new Error('no check kept after 20 calls');
}

describe('session checks kept between calls', () => {
  it('reads a session once for a burst of calls, and sees its revocation at the next call', async () => {
    const ann = await registerMember(app, 'ann');
    await keptAfterCall(ann.token);
    // With the notice switched off, a revoked session still passes: the call used the kept check.
    await ctx.database.executeSql('alter table sessions disable trigger sessions_auth_changed');
    try {
      await ctx.database.executeSql('update sessions set revoked_at = now() where id = $1', [
        sessionIdOf(ann.token),
      ]);
      expect((await current(ann.token)).json().statusCode).toBe(20000);
    } finally {
      await ctx.database.executeSql('alter table sessions enable trigger sessions_auth_changed');
    }
    // Any later change to sessions (here a no-op) drops the kept checks, and the revocation shows.
    await ctx.database.executeSql('update sessions set revoked_at = revoked_at where false');
    expect((await current(ann.token)).json().statusCode).toBe(40100);
  });

  it('a sign-out stops the token at the very next call', async () => {
    const bob = await registerMember(app, 'bob');
    await keptAfterCall(bob.token);
    const out = await app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(bob.token) });
    expect(out.json().statusCode).toBe(20000);
    expect((await current(bob.token)).json().statusCode).toBe(40100);
  });

  it('a disabled member is refused at the next call', async () => {
    const cat = await registerMember(app, 'cat');
    await keptAfterCall(cat.token);
    await ctx.database.orm.execute(sql`update users set status = 'disabled' where username = 'cat'`);
    expect((await current(cat.token)).json().statusCode).toBe(40100);
  });

  it.each(['sessions', 'users', 'organizations', 'permission_groups', 'api_keys'])(
    'an update (of its id) or a delete of %s drops every kept check before it resolves',
    async (table) => {
      const dan = await registerMember(app, `dan_${table}`);
      await keptAfterCall(dan.token);
      // Statement triggers fire for statements that change no row, too.
      await ctx.database.executeSql(`update ${table} set id = id where false`);
      expect(app.sessionChecks.size).toBe(0);
      await keptAfterCall(dan.token);
      await ctx.database.executeSql(`delete from ${table} where false`);
      expect(app.sessionChecks.size).toBe(0);
    },
  );

  // What the session statement reads of each table (authenticate-token.ts): each column's update
  // drops the kept checks; any other column's keeps them (an API key's sign-in stamps last_used_at).
  const READ_COLUMNS: Record<string, string[]> = {
    users: ['organization_id', 'role', 'status', 'permission_group_id'],
    organizations: ['edition', 'plan_valid_until'],
    permission_groups: ['permissions', 'data_scope'],
    api_keys: ['revoked_at'],
    sessions: ['user_id', 'guest_id', 'api_key_id', 'expires_at', 'revoked_at'],
  };
  const OTHER_COLUMNS: Record<string, string[]> = {
    users: ['company_name', 'email', 'password_hash', 'time_display', 'headimgurl'],
    organizations: ['name', 'address', 'contact_email'],
    permission_groups: ['name'],
    api_keys: ['last_used_at', 'name'],
  };

  it.each(Object.entries(READ_COLUMNS))(
    'an update of what a check reads of %s drops the kept checks',
    async (table, columns) => {
      const hal = await registerMember(app, `hal_${table}`);
      for (const column of columns) {
        await keptAfterCall(hal.token);
        await ctx.database.executeSql(`update ${table} set ${column} = ${column} where false`);
        expect(app.sessionChecks.size, column).toBe(0);
      }
    },
  );

  it.each(Object.entries(OTHER_COLUMNS))(
    'an update of other columns of %s keeps the kept checks',
    async (table, columns) => {
      const ivy = await registerMember(app, `ivy_${table}`);
      await keptAfterCall(ivy.token);
      for (const column of columns) {
        await ctx.database.executeSql(`update ${table} set ${column} = ${column} where false`);
        expect(app.sessionChecks.get(sessionIdOf(ivy.token)), column).toBeDefined();
      }
    },
  );

  it('re-tests the session expiry of a kept check at each call', async () => {
    const eve = await registerMember(app, 'eve');
    await keptAfterCall(eve.token);
    const kept = app.sessionChecks.get(sessionIdOf(eve.token));
    if (!kept) throw new Error('no kept check');
    kept.expiresAt = new Date(Date.now() - 1000);
    expect((await current(eve.token)).json().statusCode).toBe(40100);
  });

  it('SESSION_CHECK_CACHE_MS=0 keeps nothing', async () => {
    const uncached = await ctx.app({ env: { ...AUTH_TEST_ENV, SESSION_CHECK_CACHE_MS: '0' } });
    const fay = await registerMember(uncached, 'fay');
    const res = await uncached.inject({ url: '/auth/user/current', headers: bearer(fay.token) });
    expect(res.json().statusCode).toBe(20000);
    expect(uncached.sessionChecks.size).toBe(0);
  });

  it.runIf(usingPostgres)("hears another process's change through its notice", async () => {
    const gus = await registerMember(app, 'gus');
    await keptAfterCall(gus.token);
    const other: Database = await openDatabase(ctx.config());
    try {
      await other.executeSql(`update users set status = 'disabled' where username = 'gus'`);
    } finally {
      await other.close();
    }
    const deadline = Date.now() + 2_000;
    while (app.sessionChecks.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(app.sessionChecks.size).toBe(0);
    expect((await current(gus.token)).json().statusCode).toBe(40100);
  });
});
