import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.js';
import { STALE_FLOOR } from './load-shedding.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.cleanup();
});

const MAX_IN_FLIGHT = 4;
const SLOW_MS = 3000;

/** A listening app (real sockets: a shed answer must leave the server while the others wait). */
async function listening(env: Record<string, string> = {}): Promise<{ app: FastifyInstance; url: string }> {
  const app = await ctx.app({
    env: {
      TEST_ROUTES: 'true',
      OVERLOAD_MAX_IN_FLIGHT: String(MAX_IN_FLIGHT),
      OVERLOAD_RETRY_AFTER_SECONDS: '2',
      // Long enough not to refuse anything in the in-flight cases (the test machine is shared).
      OVERLOAD_MAX_WAIT_MS: '60000',
      RATE_LIMIT_MAX: '100000',
      ...env,
    },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url };
}

interface Timed {
  status: number;
  retryAfter: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: the envelope is checked field by field.
  body: any;
  ms: number;
}

/** Waits (up to 10 s: the test machine is shared) until `check` holds. */
async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function timed(url: string, init?: RequestInit): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(url, init);
  const body = await res.json();
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body,
    ms: performance.now() - started,
  };
}

describe('load shedding', () => {
  it('answers the excess of a saturating burst at once with 50300, HTTP 503 and Retry-After', async () => {
    const { app, url } = await listening();
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        timed(`${url}/__test/slow?ms=${SLOW_MS}`, { headers: { lang: 'jp' } }),
      ),
    );
    const served = burst.filter((r) => r.status === 200);
    const shed = burst.filter((r) => r.status === 503);
    expect(served).toHaveLength(MAX_IN_FLIGHT);
    expect(shed).toHaveLength(20 - MAX_IN_FLIGHT);
    for (const r of served) expect(r.body.statusCode).toBe(20000);
    for (const r of shed) {
      expect(r.body).toEqual({
        statusCode: 50300,
        message: 'サーバーが混み合っています。しばらくしてから再度お試しください',
        data: { retryAfterMs: 2000 },
      });
      expect(r.retryAfter).toBe('2');
      // Told at once, not after waiting behind the served calls (loose: the test machine is shared).
      expect(r.ms).toBeLessThan(SLOW_MS);
    }
    expect(Math.max(...shed.map((r) => r.ms))).toBeLessThan(Math.min(...served.map((r) => r.ms)));
    expect(app.load.shed).toBe(20 - MAX_IN_FLIGHT);
    // Every slot came back: the next calls are served.
    expect(app.load.inFlight).toBe(0);
    const after = await timed(`${url}/__test/slow?ms=0`);
    expect(after.body.statusCode).toBe(20000);
  });

  it('keeps answering /health while every slot is taken', async () => {
    const { app, url } = await listening();
    const slow = Array.from({ length: MAX_IN_FLIGHT }, () => timed(`${url}/__test/slow?ms=${SLOW_MS}`));
    await until(() => app.load.inFlight === MAX_IN_FLIGHT);
    const busy = await timed(`${url}/__test/slow?ms=0`);
    expect(busy.status).toBe(503);
    const health = await timed(`${url}/health`);
    expect(health.status).toBe(200);
    expect(health.body.statusCode).toBe(20000);
    expect(health.ms).toBeLessThan(SLOW_MS);
    await Promise.all(slow);
  });

  it('gives the slot of a call whose client gave up back', async () => {
    const { app, url } = await listening();
    const controllers = Array.from({ length: MAX_IN_FLIGHT }, () => new AbortController());
    const slow = controllers.map((c) =>
      fetch(`${url}/__test/slow?ms=${SLOW_MS * 3}`, { signal: c.signal }).catch(() => null),
    );
    await until(() => app.load.inFlight === MAX_IN_FLIGHT);
    for (const c of controllers) c.abort();
    await Promise.all(slow);
    await until(() => app.load.inFlight === 0);
    const next = await timed(`${url}/__test/slow?ms=0`);
    expect(next.body.statusCode).toBe(20000);
  });

  it('refuses new calls while STALE_FLOOR calls in flight waited past OVERLOAD_MAX_WAIT_MS', async () => {
    const { app, url } = await listening({ OVERLOAD_MAX_IN_FLIGHT: '100', OVERLOAD_MAX_WAIT_MS: '300' });
    // One call short of the floor: a few slow calls alone refuse nobody.
    const few = Array.from({ length: STALE_FLOOR - 1 }, () => timed(`${url}/__test/slow?ms=${SLOW_MS}`));
    await until(() => app.load.inFlight === STALE_FLOOR - 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await timed(`${url}/__test/slow?ms=0`)).status).toBe(200);
    // The floor reached, and every one of them older than 300 ms: a backlog, refused.
    const more = timed(`${url}/__test/slow?ms=${SLOW_MS}`);
    await until(() => app.load.inFlight === STALE_FLOOR);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const refused = await timed(`${url}/__test/slow?ms=0`);
    expect(refused.status).toBe(503);
    expect(refused.body.statusCode).toBe(50300);
    expect(refused.retryAfter).toBe('2');
    await Promise.all([...few, more]);
    // Drained: served again.
    expect((await timed(`${url}/__test/slow?ms=0`)).status).toBe(200);
  });

  it('queues nothing when both limits are 0 (off)', async () => {
    const { app, url } = await listening({ OVERLOAD_MAX_IN_FLIGHT: '0', OVERLOAD_MAX_WAIT_MS: '0' });
    const burst = await Promise.all(Array.from({ length: 12 }, () => timed(`${url}/__test/slow?ms=300`)));
    expect(burst.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(app.load.shed).toBe(0);
  });
});
