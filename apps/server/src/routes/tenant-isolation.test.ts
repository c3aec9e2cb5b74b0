import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEST_ENV, bearer, type Member, registerMember } from '../test/auth.js';
import { createTestContext, type TestContext } from '../test/test-app.js';

/**
 * The tenant-isolation matrix: a member of organisation A calls every endpoint that takes an id
 * with organisation B's ids and must get 40300 or 40400, never B's data. Every new id-taking
 * endpoint adds its row to ID_ENDPOINTS.
 *
 * Not in the matrix, on purpose: GET /auth/user/avatar/:id is public (image tags send no token;
 * ids are random UUIDs shown only in the owner's profile).
 */
interface Ids {
  apiKeyId: string;
}

const ID_ENDPOINTS: { name: string; method: 'GET' | 'POST' | 'DELETE'; url: (b: Ids) => string }[] = [
  { name: 'revoke API key', method: 'DELETE', url: (b) => `/auth/api/keys/${b.apiKeyId}` },
];

let ctx: TestContext;
let app: FastifyInstance;
let a: Member;
let b: Member;
let bIds: Ids;
let bKey: string;
let bClientId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  a = await registerMember(app, 'alice');
  b = await registerMember(app, 'bruno');
  const key = (
    await app.inject({
      method: 'POST',
      url: '/auth/api/keys',
      headers: bearer(b.token),
      payload: { name: 'B key' },
    })
  ).json().data;
  bIds = { apiKeyId: key.id };
  bKey = key.key;
  bClientId = key.clientId;
});
afterAll(() => ctx?.cleanup());

describe('tenant isolation', () => {
  it.each(ID_ENDPOINTS)("A gets 40300/40400 on $name with B's ids", async ({ method, url }) => {
    const res = await app.inject({ method, url: url(bIds), headers: bearer(a.token) });
    expect([40300, 40400]).toContain(res.json().statusCode);
    expect(res.json().data).toBeNull();
  });

  it("B's key still works after A's attempts (nothing was revoked)", async () => {
    const token = await app.inject({ url: `/auth/api/token?clientId=${bClientId}&key=${bKey}` });
    expect(token.json().statusCode).toBe(20000);
  });

  it("lists and reads only the caller's organisation", async () => {
    const keys = (await app.inject({ url: '/auth/api/keys', headers: bearer(a.token) })).json().data;
    expect(keys).toEqual([]);
    const org = (await app.inject({ url: '/auth/organization/', headers: bearer(a.token) })).json().data;
    expect(org).toMatchObject({ name: 'alice Logistics', members: 1 });
    const me = (await app.inject({ url: '/auth/user/current', headers: bearer(a.token) })).json().data;
    expect(me.username).toBe('alice');
  });

  it("A's key cannot be used with B's clientId", async () => {
    const aKey = (
      await app.inject({
        method: 'POST',
        url: '/auth/api/keys',
        headers: bearer(a.token),
        payload: { name: 'A key' },
      })
    ).json().data.key;
    const res = await app.inject({ url: `/auth/api/token?clientId=${bClientId}&key=${aKey}` });
    expect(res.json().statusCode).toBe(40101);
  });
});
