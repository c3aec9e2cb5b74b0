import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertSignInAllowed } from './auth/sign-in-throttle.js';
import { apiKeys } from './db/schema/index.js';
import { redactUrl } from './logger.js';
import { createTestContext, type TestContext } from './test/test-app.js';

let ctx: TestContext;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });
  app.post('/auth/user/login', { config: { auth: 'public' } }, async (request) => {
    // A careless log call must not leak either.
    request.log.info(
      { body: request.body, user: { profile: { secret: 'nested-secret-9' } } },
      'login attempt',
    );
    throw new Error('boom with token=leaky-token-5');
  });
  // Failed queries with values that must not reach the log.
  app.post('/db-failure/api-key', { config: { auth: 'public' } }, async () => {
    await app.db.orm.insert(apiKeys).values({
      organizationId: randomUUID(),
      userId: randomUUID(),
      name: 'ci',
      prefix: 'tl_ab',
      keyHash: 'key-hash-secret-10',
    });
  });
  app.get('/db-failure/throttle', { config: { auth: 'public' } }, async () => {
    // The sign-in throttle's query, with an account it cannot store.
    await assertSignInAllowed(app.db, {
      account: 'client-11:secret-user-11\u0000',
      ip: '127.0.0.1',
      perIpLimit: 10,
      language: 'en',
    });
    throw new Error('the throttle query did not fail');
  });
  app.get('/db-failure/cast', { config: { auth: 'public' } }, async () => {
    await app.db.orm.execute(sql`select ${'client-12:secret-user-12'}::uuid`);
  });
  await app.ready();
});
afterAll(() => ctx?.cleanup());

// biome-ignore lint/suspicious/noExplicitAny: log lines are checked field by field.
const entries = (): Record<string, any>[] => lines.map((l) => JSON.parse(l));

describe('structured logs', () => {
  it('are JSON lines with the request id, and redact secrets in headers, bodies and URLs', async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/auth/user/login?key=query-key-1&token=query-token-2&clientId=c-77&apiKey=query-apikey-3',
      headers: {
        authorization: 'Bearer header-token-4',
        cookie: 'sid=cookie-value-6',
        'x-request-id': 'req-log-test-1',
      },
      payload: { username: 'ann', password: 'body-password-7', token: 'body-token-8' },
    });
    expect(res.json().statusCode).toBe(50000);

    const text = lines.join('');
    for (const secret of [
      'query-key-1',
      'query-token-2',
      'query-apikey-3',
      'header-token-4',
      'leaky-token-5',
      'cookie-value-6',
      'body-password-7',
      'body-token-8',
      'nested-secret-9',
    ]) {
      // leaky-token-5 sits in an error message: it is logged (operators need it) but never sent.
      if (secret === 'leaky-token-5') continue;
      expect(text, secret).not.toContain(secret);
    }
    expect(res.body).not.toContain('leaky-token-5');

    const logged = entries();
    const access = logged.find((e) => e.msg === 'request completed');
    expect(access?.reqId).toBe('req-log-test-1');
    expect(access?.req.url).toBe(
      '/auth/user/login?key=[Redacted]&token=[Redacted]&clientId=c-77&apiKey=[Redacted]',
    );
    const attempt = logged.find((e) => e.msg === 'login attempt');
    expect(attempt).toMatchObject({
      reqId: 'req-log-test-1',
      body: { username: 'ann', password: '[Redacted]', token: '[Redacted]' },
      user: { profile: { secret: '[Redacted]' } },
    });
    const failure = logged.find((e) => e.msg === 'unexpected error');
    expect(failure?.reqId).toBe('req-log-test-1');
    expect(failure?.err.stack).toContain('boom');
    expect(logged.every((e) => typeof e.level === 'number' && typeof e.time === 'number')).toBe(true);
  });

  it('generates a UUID request id when none is given and logs it on every line of the request', async () => {
    lines.length = 0;
    const res = await app.inject({ url: '/health?x=1' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(entries().every((line) => line.reqId === id)).toBe(true);
  });

  it('logs one access line per request: method, URL, status and time', async () => {
    lines.length = 0;
    await app.inject({ url: '/health?x=1' });
    await app.inject({ url: '/no/such/route' });
    const access = entries().filter((e) => e.req || e.res);
    expect(access).toHaveLength(2);
    expect(access[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/health?x=1' } });
    expect(access[0]?.res.statusCode).toBe(200);
    expect(access[1]?.res.statusCode).toBe(404);
    for (const line of access) expect(line.responseTime).toBeGreaterThanOrEqual(0);
  });
});

describe('database errors in logs', () => {
  it.each([
    [
      'a failed insert of a new API key',
      'POST',
      '/db-failure/api-key',
      'key-hash-secret-10',
      'insert into "api_keys"',
    ],
    [
      "the sign-in throttle's query",
      'GET',
      '/db-failure/throttle',
      'secret-user-11',
      'from "sign_in_failures"',
    ],
    [
      'a value PostgreSQL quotes in its message',
      'GET',
      '/db-failure/cast',
      'secret-user-12',
      'select $1::uuid',
    ],
  ] as const)(
    '%s: logged with its SQL and reason, without its parameters',
    async (_, method, url, secret, query) => {
      lines.length = 0;
      const res = await app.inject({ method, url });
      expect(res.json()).toEqual({ statusCode: 50000, message: 'Server error', data: null });
      const failure = entries().find((e) => e.msg === 'unexpected error');
      expect(failure?.reqId).toBe(res.headers['x-request-id']);
      expect(failure?.err.type).toBe('DrizzleQueryError');
      expect(failure?.err.query).toContain(query);
      expect(failure?.err.params).toBeUndefined();
      expect(failure?.err.message).toContain('params: [Redacted]');
      expect(lines.join('')).not.toContain(secret);
    },
  );
});

describe('auth secrets in logs', () => {
  it('redacts codes, password confirmations, tokens and union ids in bodies and URLs', async () => {
    lines.length = 0;
    app.log.info(
      {
        body: {
          username: 'ann',
          roundCode: '314159',
          code: '271828',
          oldPassword: 'old-pass-1',
          confirmPassword: 'confirm-pass-2',
          accessToken: 'access-token-3',
        },
      },
      'register attempt',
    );
    await app.inject({ url: '/auth/union/token?unionId=union-secret-4' });
    await app.inject({ url: '/auth/user/token?username=ann&password=query-pass-5' });
    await app.inject({ url: '/sandbox/messages?to=ann@example.com&code=161803' });
    const text = lines.join('');
    for (const secret of [
      '314159',
      '271828',
      'old-pass-1',
      'confirm-pass-2',
      'access-token-3',
      'union-secret-4',
      'query-pass-5',
      '161803',
    ])
      expect(text, secret).not.toContain(secret);
    expect(text).toContain('ann@example.com');
  });
});

describe('redactUrl', () => {
  it('hides sensitive query values, keeps the rest', () => {
    expect(redactUrl('/a?page=2&Password=x&access_token=y&sign=z')).toBe(
      '/a?page=2&Password=[Redacted]&access_token=[Redacted]&sign=[Redacted]',
    );
    expect(redactUrl('/a')).toBe('/a');
    expect(redactUrl('/a?code=1&carrierCode=MSK&roundCode=2&unionId=u')).toBe(
      '/a?code=[Redacted]&carrierCode=MSK&roundCode=[Redacted]&unionId=[Redacted]',
    );
    expect(redactUrl('/a?%6Bey=v')).toBe('/a?%6Bey=[Redacted]');
  });
});
