import { AppError, StatusCode } from '@tracklane/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from './test/test-app.js';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app();
  // Routes that exist only in this test, to reach each error path through the real handler.
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/application/echo',
    { config: { auth: 'public' }, schema: { querystring: z.object({ pageSize: z.number() }) } },
    async (r) => ({
      statusCode: 20000,
      message: 'success',
      data: r.query,
    }),
  );
  typed.post(
    '/application/ids',
    {
      config: { auth: 'public' },
      schema: { body: z.object({ ids: z.array(z.string()).max(3), note: z.string().optional() }) },
    },
    async (r) => ({ statusCode: 20000, message: 'success', data: r.body.ids.length }),
  );
  typed.get('/application/items/:id', { config: { auth: 'public' } }, async () => ({
    statusCode: 20000,
    message: 'success',
    data: null,
  }));
  typed.get('/application/boom', { config: { auth: 'public' } }, async () => {
    throw new Error('syntax error at or near "FROM" in SELECT password FROM users WHERE id = $1');
  });
  typed.get('/application/forbidden', { config: { auth: 'public' } }, async () => {
    throw new AppError(StatusCode.NO_PERMISSION);
  });
  // A query schema replaces request.query with what it declares; `lang` must still count.
  typed.get(
    '/application/forbidden-typed',
    { config: { auth: 'public' }, schema: { querystring: z.object({ n: z.coerce.number() }) } },
    async () => {
      throw new AppError(StatusCode.NO_PERMISSION);
    },
  );
  typed.get('/application/too-many', { config: { auth: 'public' } }, async () => {
    throw new AppError(StatusCode.PARAMETER_LIST_TOO_LONG, 'at most 100 numbers per call', { max: 100 });
  });
  await app.ready();
});
afterAll(() => ctx?.cleanup());

describe('envelope and error handling', () => {
  it('wraps success in the envelope with 20000', async () => {
    const res = await app.inject({ method: 'POST', url: '/application/ids', payload: { ids: ['a', 'b'] } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ statusCode: 20000, message: 'success', data: 2 });
  });

  it('40000 names the field, with the issues in data', async () => {
    const res = await app.inject({ url: '/application/echo?pageSize=ten' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.statusCode).toBe(40000);
    expect(body.message).toBe('pageSize: Expected number, received string');
    expect(body.data.issues).toEqual([
      {
        field: 'pageSize',
        message: 'Expected number, received string',
        code: 'invalid_type',
        problem: 'invalid',
      },
    ]);
  });

  it('40000 names nested body fields', async () => {
    const res = await app.inject({ method: 'POST', url: '/application/ids', payload: { ids: ['a', 7] } });
    expect(res.json()).toMatchObject({
      statusCode: 40000,
      message: 'ids.1: Expected string, received number',
    });
  });

  it('40000 for a malformed JSON body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/application/ids',
      headers: { 'content-type': 'application/json' },
      payload: '{"ids": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().statusCode).toBe(40000);
  });

  it('40001 when an array is over its maximum', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/application/ids',
      payload: { ids: ['1', '2', '3', '4'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 40001,
      data: { issues: [{ field: 'ids', code: 'too_big' }] },
    });
    expect(res.json().message).toMatch(/^ids: /);
  });

  it('40001 when the body is over the size limit', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/application/ids',
      payload: { ids: ['a'], note: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().statusCode).toBe(40001);
  });

  it('40001 from a service keeps its message and data', async () => {
    const res = await app.inject({ url: '/application/too-many' });
    expect(res.json()).toEqual({
      statusCode: 40001,
      message: 'at most 100 numbers per call',
      data: { max: 100 },
    });
  });

  it('AppError → its code, HTTP status and catalogue message in the caller language', async () => {
    const en = await app.inject({ url: '/application/forbidden' });
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({ statusCode: 40300, message: 'Unauthorized: no permission', data: null });
    const zh = await app.inject({ url: '/application/forbidden?lang=zh' });
    expect(zh.json().message).toBe('未授权：没有权限');
    const jp = await app.inject({ url: '/application/forbidden', headers: { lang: 'jp' } });
    expect(jp.json().message).toBe('権限がありません');
    const ja = await app.inject({
      url: '/application/forbidden',
      headers: { 'accept-language': 'ja-JP,ja;q=0.9' },
    });
    expect(ja.json().message).toBe('権限がありません');
    const preferred = await app.inject({
      url: '/application/forbidden?lang=en',
      headers: { lang: 'zh', 'accept-language': 'ja' },
    });
    expect(preferred.json().message).toBe('Unauthorized: no permission');
    const typedZh = await app.inject({ url: '/application/forbidden-typed?n=1&lang=zh' });
    expect(typedZh.json().message).toBe('未授权：没有权限');
  });

  it('40400 for an unknown route', async () => {
    const res = await app.inject({ url: '/application/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 40400, message: 'Wrong link', data: null });
    const zh = await app.inject({ method: 'POST', url: '/nowhere', headers: { 'accept-language': 'zh-CN' } });
    expect(zh.json()).toEqual({ statusCode: 40400, message: '链接错误', data: null });
  });

  it('40500 for a known path with the wrong method, also with path parameters', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/application/ids' });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toEqual({ statusCode: 40500, message: 'Method not allowed', data: null });
    expect(res.headers.allow).toBe('POST');
    const param = await app.inject({ method: 'POST', url: '/application/items/42?x=1' });
    expect(param.json().statusCode).toBe(40500);
    expect(param.headers.allow).toBe('GET, HEAD');
    const unknown = await app.inject({ method: 'POST', url: '/application/items/42/more' });
    expect(unknown.json().statusCode).toBe(40400);
  });

  it('50000 hides the stack, SQL and internal message', async () => {
    const res = await app.inject({ url: '/application/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 50000, message: 'Server error', data: null });
    for (const leak of ['SELECT', 'password', 'syntax error', 'at ', '.ts:', 'stack']) {
      expect(res.body).not.toContain(leak);
    }
  });

  it('echoes the request id, honouring a well-formed incoming one', async () => {
    const given = await app.inject({ url: '/application/nope', headers: { 'x-request-id': 'edge-1234' } });
    expect(given.headers['x-request-id']).toBe('edge-1234');
    const generated = await app.inject({ url: '/application/nope', headers: { 'x-request-id': 'bad id\n' } });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('route declarations', () => {
  it('refuses to start with an API route that does not say who may call it', async () => {
    const other = await createTestContext();
    try {
      const bare = await other.app();
      expect(() => bare.get('/application/undeclared', async () => null)).toThrow(
        /must declare config\.auth/,
      );
    } finally {
      await other.cleanup();
    }
  });
});
