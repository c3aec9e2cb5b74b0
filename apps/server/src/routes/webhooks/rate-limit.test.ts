import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_CALLBACK_PATH } from '../../services/ocean/push/push-callback-url.js';
import { AUTH_TEST_ENV } from '../../test/auth.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { CALLBACKS_PER_SUBSCRIPTION_PER_MINUTE } from './index.js';

let ctx: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  // The API's own limit is far away in tests (AUTH_TEST_ENV), so only the callback limit can bite.
  app = await ctx.app({ env: AUTH_TEST_ENV });
});
afterAll(() => ctx?.cleanup());

const post = async (pushId: string) =>
  (
    await app.inject({
      method: 'POST',
      url: `${PUSH_CALLBACK_PATH}/${pushId}`,
      headers: { 'content-type': 'application/json', 'notification-signature': 'sha256=00' },
      payload: '[]',
    })
  ).json().statusCode;

describe('push callback rate limit', () => {
  it('cuts a flood at one callback URL off with 42900 and leaves the other URLs alone', async () => {
    const flooded = randomUUID();
    const answers = [];
    for (let i = 0; i < CALLBACKS_PER_SUBSCRIPTION_PER_MINUTE; i++) answers.push(await post(flooded));
    // Within the limit each body is judged (here: no such push subscription).
    expect(new Set(answers)).toEqual(new Set([40400]));
    expect(await post(flooded)).toBe(42900);
    expect(await post(randomUUID())).toBe(40400);
  });
});
