import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: { TEST_ROUTES: 'true' } });
  await app.ready();
});
afterAll(() => ctx?.cleanup());

describe('test-only routes (/__test)', () => {
  it('are not registered unless TEST_ROUTES is on', async () => {
    const prod = await ctx.app();
    await prod.ready();
    for (const url of ['/__test/concurrency', '/__test/fail?code=40300', '/__test/slow?ms=1']) {
      expect((await prod.inject({ url })).json().statusCode, url).toBe(40400);
    }
    expect(
      (await prod.inject({ method: 'POST', url: '/__test/version', payload: { version: 'x' } })).statusCode,
    ).toBe(404);
  });

  it('slow requests report the concurrency they saw; /concurrency and reset', async () => {
    await app.inject({ method: 'POST', url: '/__test/concurrency/reset' });
    const started = Date.now();
    const results = await Promise.all(
      [0, 1, 2].map(() => app.inject({ url: '/__test/slow?ms=300' }).then((r) => r.json())),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    for (const body of results) expect(body.statusCode).toBe(20000);
    expect(results.map((b) => b.data.inFlight).sort()).toEqual([1, 2, 3]);
    expect(results.every((b) => b.data.max === 3)).toBe(true);

    expect((await app.inject({ url: '/__test/concurrency' })).json()).toEqual({
      statusCode: 20000,
      message: 'success',
      data: { current: 0, max: 3 },
    });
    const reset = await app.inject({ method: 'POST', url: '/__test/concurrency/reset' });
    expect(reset.json().data).toEqual({ current: 0, max: 0 });
    expect((await app.inject({ url: '/__test/slow?ms=10001' })).json().statusCode).toBe(40000);
  });

  it('/fail answers the envelope asked for, with the catalogue message by default', async () => {
    const custom = await app.inject({ url: '/__test/fail?code=40300&message=xyz' });
    expect(custom.statusCode).toBe(403);
    expect(custom.json()).toEqual({ statusCode: 40300, message: 'xyz', data: null });
    const catalogue = await app.inject({ url: '/__test/fail?code=40102&lang=en' });
    expect(catalogue.statusCode).toBe(401);
    expect(catalogue.json().message).toBe('User is disabled, please contact customer service!');
    const limit = await app.inject({ url: '/__test/fail?code=42900' });
    expect(limit.statusCode).toBe(429);
    expect(limit.json().message).toBe('call limit exceeded');
    expect((await app.inject({ url: '/__test/fail?code=50000' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/__test/fail?code=12345' })).json().statusCode).toBe(40000);
  });

  it('POST /version overrides /version.json until DELETE /version', async () => {
    const original = (await app.inject({ url: '/version.json' })).json().version;
    const set = await app.inject({
      method: 'POST',
      url: '/__test/version',
      payload: { version: '9.9.9-next' },
    });
    expect(set.json()).toEqual({ statusCode: 20000, message: 'success', data: { version: '9.9.9-next' } });
    expect((await app.inject({ url: '/version.json' })).json()).toEqual({ version: '9.9.9-next' });
    const cleared = await app.inject({ method: 'DELETE', url: '/__test/version' });
    expect(cleared.json().statusCode).toBe(20000);
    expect((await app.inject({ url: '/version.json' })).json()).toEqual({ version: original });
  });

  it('POST/GET /heartbeats write and count rows', async () => {
    const written = await app.inject({
      method: 'POST',
      url: '/__test/heartbeats',
      payload: { source: 'contract' },
    });
    expect(written.json().data).toMatchObject({ source: 'contract' });
    const read = await app.inject({ url: '/__test/heartbeats?source=contract' });
    expect(read.json().data.count).toBe(1);
    expect(read.json().data.lastRanAt).toBe(written.json().data.ranAt);
  });
});
