import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.cleanup());

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await ctx.app({ env: { TEST_ROUTES: 'true', ...env } });
  await app.ready();
  return app;
}

const call = (app: FastifyInstance, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  app.inject({ url: '/__test/concurrency', headers, remoteAddress });

describe('rate limit', () => {
  it('answers 42900 (HTTP 429, "call limit exceeded") after 60 calls in the window', async () => {
    const app = await appWith({ RATE_LIMIT_WINDOW_MS: '60000' });
    for (let i = 1; i <= 60; i++) {
      const res = await call(app, { authorization: 'Bearer token-a' });
      expect(res.json().statusCode, `call ${i}`).toBe(20000);
    }
    const limited = await call(app, { authorization: 'Bearer token-a', 'accept-language': 'zh-CN' });
    expect(limited.statusCode).toBe(429);
    const body = limited.json();
    // The web client matches this exact English text whatever the language.
    expect(body.statusCode).toBe(42900);
    expect(body.message).toBe('call limit exceeded');
    expect(body.data).toMatchObject({ message: '调用次数超限', limit: 60 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Per token: another token, and anonymous callers, have their own budget.
    expect((await call(app, { authorization: 'Bearer token-b' })).json().statusCode).toBe(20000);
    expect((await call(app)).json().statusCode).toBe(20000);
    // Exempt: probes, the version check and the web app's static files.
    expect(
      (await app.inject({ url: '/version.json', headers: { authorization: 'Bearer token-a' } })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ url: '/health', headers: { authorization: 'Bearer token-a' } })).statusCode,
    ).toBe(200);
  });

  it('limits anonymous callers per IP', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
    for (let i = 0; i < 3; i++) expect((await call(app, {}, '10.0.0.7')).statusCode).toBe(200);
    expect((await call(app, {}, '10.0.0.7')).json().statusCode).toBe(42900);
    expect((await call(app, {}, '10.0.0.8')).json().statusCode).toBe(20000);
    // A token does not share the IP's exhausted budget.
    expect((await call(app, { authorization: 'Bearer t' }, '10.0.0.7')).json().statusCode).toBe(20000);
  });

  it('opens again when the window has passed', async () => {
    // A window long enough that three calls fit in it even on a busy machine.
    const app = await appWith({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '1500' });
    await call(app);
    await call(app);
    expect((await call(app)).json().statusCode).toBe(42900);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await call(app)).json().statusCode).toBe(20000);
  });

  it('keys tokens by a hash, never the raw token', async () => {
    const { rateLimitKey } = await import('./rate-limit.js');
    const key = rateLimitKey({ headers: { authorization: 'Bearer s3cr3t-token' }, ip: '1.2.3.4' } as never);
    expect(key).toMatch(/^token:[\w-]{43}$/);
    expect(key).not.toContain('s3cr3t');
    expect(rateLimitKey({ headers: {}, ip: '1.2.3.4' } as never)).toBe('ip:1.2.3.4');
  });
});
