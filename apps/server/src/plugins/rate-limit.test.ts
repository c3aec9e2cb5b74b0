import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type Database, openDatabase } from '../db/database.js';
import { createTestContext, type TestContext } from '../test/test-app.js';
import { usingPostgres } from '../test/test-database.js';

let ctx: TestContext;
/** A second handle on the file's database: on PostgreSQL a pool of its own, as another replica has. */
let replicaDb: Database;
const extraApps: FastifyInstance[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  replicaDb = usingPostgres ? await openDatabase(ctx.config()) : ctx.database;
});
afterAll(async () => {
  for (const app of extraApps) await app.close();
  if (usingPostgres) await replicaDb?.close();
  await ctx?.cleanup();
});

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await ctx.app({ env: { TEST_ROUTES: 'true', ...env } });
  await app.ready();
  return app;
}

/** Another API replica: same settings, same database, its own handle (and pool on PostgreSQL). */
async function replicaWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({
    config: ctx.config({ TEST_ROUTES: 'true', ...env }),
    database: replicaDb,
    jobs: false,
  });
  extraApps.push(app);
  await app.ready();
  return app;
}

const call = (app: FastifyInstance, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  app.inject({ url: '/__test/concurrency', headers, remoteAddress });

/** A token the app signed (valid signature, not expired): what a signed-in caller sends. */
async function signedToken(app: FastifyInstance): Promise<string> {
  const claims = { sub: randomUUID(), org: '', typ: 'write', lt: 'guest', sid: randomUUID() } as const;
  return app.auth.signer.sign(claims, new Date(Date.now() + 3_600_000));
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const randomBearer = () => bearer(randomBytes(24).toString('base64url'));

describe('rate limit', () => {
  it('answers 42900 (HTTP 429, "call limit exceeded") after 60 calls in the window', async () => {
    const app = await appWith({ RATE_LIMIT_WINDOW_MS: '60000' });
    const tokenA = await signedToken(app);
    for (let i = 1; i <= 60; i++) {
      const res = await call(app, bearer(tokenA));
      expect(res.json().statusCode, `call ${i}`).toBe(20000);
    }
    const limited = await call(app, { ...bearer(tokenA), 'accept-language': 'zh-CN' });
    expect(limited.statusCode).toBe(429);
    const body = limited.json();
    // The web client matches this exact English text whatever the language.
    expect(body.statusCode).toBe(42900);
    expect(body.message).toBe('call limit exceeded');
    expect(body.data).toMatchObject({ message: '调用次数超限', limit: 60 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Per token: another token, and anonymous callers, have their own budget.
    expect((await call(app, bearer(await signedToken(app)))).json().statusCode).toBe(20000);
    expect((await call(app)).json().statusCode).toBe(20000);
    // Exempt: probes, the version check and the web app's static files.
    expect((await app.inject({ url: '/version.json', headers: bearer(tokenA) })).statusCode).toBe(200);
    expect((await app.inject({ url: '/health', headers: bearer(tokenA) })).statusCode).toBe(200);
  });

  it('limits anonymous callers per IP', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
    for (let i = 0; i < 3; i++) expect((await call(app, {}, '10.0.0.7')).statusCode).toBe(200);
    expect((await call(app, {}, '10.0.0.7')).json().statusCode).toBe(42900);
    expect((await call(app, {}, '10.0.0.8')).json().statusCode).toBe(20000);
    // A valid token does not share the IP's exhausted budget.
    expect((await call(app, bearer(await signedToken(app)), '10.0.0.7')).json().statusCode).toBe(20000);
  });

  it('counts a random, forged or expired bearer string against the IP', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '60', RATE_LIMIT_WINDOW_MS: '60000' });
    const ip = '10.0.1.1';
    // Was: every random bearer opened a budget of its own, and 90 such calls got no 42900.
    const answers: number[] = [];
    for (let i = 0; i < 90; i++) answers.push((await call(app, randomBearer(), ip)).json().statusCode);
    expect(answers.slice(0, 60).every((code) => code === 20000)).toBe(true);
    expect(answers.slice(60).every((code) => code === 42900)).toBe(true);
    // The same IP without a token, or with a token of another deployment or an expired one: same budget.
    expect((await call(app, {}, ip)).json().statusCode).toBe(42900);
    const other = await replicaWith({ AUTH_SECRET: 'x'.repeat(40) });
    expect((await call(app, bearer(await signedToken(other)), ip)).json().statusCode).toBe(42900);
    const claims = { sub: randomUUID(), org: '', typ: 'write', lt: 'guest', sid: randomUUID() } as const;
    const expired = await app.auth.signer.sign(claims, new Date(Date.now() - 1000));
    expect((await call(app, bearer(expired), ip)).json().statusCode).toBe(42900);
  });

  it('counts calls that the token check then refuses (40100)', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '60000' });
    const protectedCall = () =>
      app.inject({ url: '/auth/user/current', headers: randomBearer(), remoteAddress: '10.0.2.1' });
    expect((await protectedCall()).json().statusCode).toBe(40100);
    expect((await protectedCall()).json().statusCode).toBe(40100);
    expect((await protectedCall()).json().statusCode).toBe(42900);
  });

  it('holds across replicas: two apps on one database share the budget', async () => {
    const env = { RATE_LIMIT_MAX: '10', RATE_LIMIT_WINDOW_MS: '60000' };
    const one = await appWith(env);
    const two = await replicaWith(env);
    const token = await signedToken(one);
    const ip = '10.0.3.1';
    // Alternating replicas: each sees 5 of the 10 calls; the 11th is refused on either.
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? one : two;
      expect((await call(app, {}, ip)).json().statusCode, `anonymous call ${i + 1}`).toBe(20000);
      expect((await call(app, bearer(token), ip)).json().statusCode, `token call ${i + 1}`).toBe(20000);
    }
    for (const app of [one, two]) {
      expect((await call(app, {}, ip)).json().statusCode).toBe(42900);
      expect((await call(app, bearer(token), ip)).json().statusCode).toBe(42900);
    }
  });

  it('counts in the shared table on PostgreSQL, in memory on PGlite (one process: no write per call)', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '10', RATE_LIMIT_WINDOW_MS: '60000' });
    const ip = '10.0.3.9';
    for (let i = 0; i < 3; i++) await call(app, {}, ip);
    const { rows } = await ctx.database.executeSql('select hits from rate_limit_counters where key = $1', [
      `ip:${ip}`,
    ]);
    expect(rows.map((r) => Number(r.hits))).toEqual(usingPostgres ? [3] : []);
  });

  it('opens again when the window has passed', async () => {
    // A window long enough that three calls fit in it even on a busy machine.
    const app = await appWith({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '1500' });
    const ip = '10.0.4.1';
    await call(app, {}, ip);
    await call(app, {}, ip);
    expect((await call(app, {}, ip)).json().statusCode).toBe(42900);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await call(app, {}, ip)).json().statusCode).toBe(20000);
  });

  it('keys valid tokens by a hash, never the raw token, and anything else by IP', async () => {
    const { rateLimitKey } = await import('./rate-limit.js');
    const request = (authorization?: string) =>
      ({ headers: authorization ? { authorization } : {}, ip: '1.2.3.4' }) as never;
    const valid = async () => true;
    const key = await rateLimitKey(request('Bearer s3cr3t-token'), valid);
    expect(key).toMatch(/^token:[\w-]{43}$/);
    expect(key).not.toContain('s3cr3t');
    expect(await rateLimitKey(request(), valid)).toBe('ip:1.2.3.4');
    expect(await rateLimitKey(request('Bearer s3cr3t-token'), async () => undefined)).toBe('ip:1.2.3.4');
    expect(
      await rateLimitKey(request('Bearer s3cr3t-token'), () => Promise.reject(new Error('bad token'))),
    ).toBe('ip:1.2.3.4');
  });
});
