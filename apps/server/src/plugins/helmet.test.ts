import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerMember } from '../test/auth.js';
import { createTestContext, type TestContext } from '../test/test-app.js';
import { SECURITY_POLICY, securityHeaders } from './helmet.js';

let ctx: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app();
  await app.ready();
});
afterAll(() => ctx?.cleanup());

describe('security headers', () => {
  it("are helmet's for the policy, worked out once", () => {
    const headers = new Map(securityHeaders(SECURITY_POLICY));
    expect(headers.get('content-security-policy')).toMatch(/^default-src 'self';/);
    expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.has('x-powered-by')).toBe(false);
  });

  it('go out on successes, refusals, validation errors and unknown routes alike', async () => {
    const expected = securityHeaders(SECURITY_POLICY);
    const answers = await Promise.all([
      app.inject({ url: '/health' }),
      app.inject({ url: '/application/ocean/subscribe/' }), // no token: 40100
      app.inject({ method: 'POST', url: '/auth/sendCode', payload: { number: '' } }), // invalid body
      app.inject({ url: '/application/no-such-route' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 400, 404]);
    for (const answer of answers)
      for (const [name, value] of expected)
        expect([answer.statusCode, name, answer.headers[name]]).toEqual([answer.statusCode, name, value]);
  });

  it('answers that carry a token or a key (/auth/*) are Cache-Control: no-store', async () => {
    const ann = await registerMember(app, 'cache-ann');
    const signIn = await app.inject({ url: `/auth/user/token?username=cache-ann&password=${ann.password}` });
    expect(signIn.json().data.accessToken).toEqual(expect.any(String));
    const key = await app.inject({
      method: 'POST',
      url: '/auth/api/keys',
      headers: bearer(ann.token),
      payload: { name: 'ci' },
    });
    expect(key.json().statusCode).toBe(20000);
    const refused = await app.inject({ url: '/auth/user/token?username=cache-ann&password=wrong' });
    for (const res of [signIn, key, refused]) expect(res.headers['cache-control']).toBe('no-store');
    // Elsewhere caching is each route's own business.
    expect((await app.inject({ url: '/health' })).headers['cache-control']).toBeUndefined();
  });
});
