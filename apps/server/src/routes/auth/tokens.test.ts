import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users, verificationCodes } from '../../db/schema/index.js';
import { AUTH_TEST_ENV, bearer, latestCode, type Member, registerMember, sendCode } from '../../test/auth.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let app: FastifyInstance;
let ann: Member;
let clientId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  ann = await registerMember(app, 'ann');
  clientId = (await app.inject({ url: '/auth/user/current', headers: bearer(ann.token) })).json().data.details
    .client_id;
});
afterAll(() => ctx?.cleanup());

const signIn = (query: Record<string, string>) =>
  app.inject({ url: `/auth/user/token?${new URLSearchParams(query)}` });
const current = (token: string, lang?: string) =>
  app.inject({ url: '/auth/user/current', headers: { ...bearer(token), ...(lang ? { lang } : {}) } });

describe('GET /auth/user/token', () => {
  it('signs in by username (any case), e-mail or enterprise clientId, with a write token', async () => {
    for (const username of ['ann', 'ANN', 'Ann@Example.com']) {
      const body = (await signIn({ username, password: ann.password })).json();
      expect(body.data).toMatchObject({ loginType: 'normal', tokenType: 'write', expiresIn: 7200 });
      expect((await current(body.data.accessToken)).json().data.username).toBe('ann');
    }
    const enterprise = (await signIn({ username: 'ann', password: ann.password, clientId })).json();
    expect(enterprise.statusCode).toBe(20000);
  });

  it('answers 40101 for a wrong password or unknown user, 40103 for an unknown clientId', async () => {
    expect((await signIn({ username: 'ann', password: 'wrong-pass' })).json().statusCode).toBe(40101);
    expect((await signIn({ username: 'nobody', password: 'wrong-pass' })).json().statusCode).toBe(40101);
    const res = await signIn({ username: 'ann', password: ann.password, clientId: 'TLNOTAREAL' });
    expect(res.json()).toMatchObject({ statusCode: 40103, message: 'Account not found' });
    // Another organisation's member cannot sign in through ann's clientId.
    const bob = await registerMember(app, 'bob');
    expect((await signIn({ username: 'bob', password: bob.password, clientId })).json().statusCode).toBe(
      40101,
    );
  });

  it('tells a disabled user 40102 (in their language) and their tokens stop working', async () => {
    const dis = await registerMember(app, 'dis');
    const { eq } = await import('drizzle-orm');
    await ctx.database.orm.update(users).set({ status: 'disabled' }).where(eq(users.username, 'dis'));
    const res = await signIn({ username: 'dis', password: dis.password });
    expect(res.json()).toMatchObject({
      statusCode: 40102,
      message: 'User is disabled, please contact customer service!',
    });
    expect((await current(dis.token)).json().statusCode).toBe(40100);
  });

  it('throttles per client IP (SIGN_IN_FAILURES_PER_IP)', async () => {
    const strict = await ctx.app({ env: { ...AUTH_TEST_ENV, SIGN_IN_FAILURES_PER_IP: '2' } });
    const attempt = (username: string, password: string) =>
      strict.inject({
        url: `/auth/user/token?username=${username}&password=${password}`,
        remoteAddress: '198.51.100.7',
      });
    expect((await attempt('x1', 'wrong-pass')).json().statusCode).toBe(40101);
    expect((await attempt('x2', 'wrong-pass')).json().statusCode).toBe(40101);
    expect((await attempt('ann', ann.password)).json()).toMatchObject({
      statusCode: 42900,
      message: /please wait/,
    });
  });

  it('throttles after 5 failures for an account, saying how long to wait', async () => {
    const carl = await registerMember(app, 'carl');
    for (let i = 0; i < 5; i++)
      expect((await signIn({ username: 'carl', password: 'wrong-pass' })).json().statusCode).toBe(40101);
    const blocked = await signIn({ username: 'carl', password: carl.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 42900, message: /please wait 15 minutes/ });
  });
});

describe('tokens', () => {
  it('verify on every replica: the generated secret is shared through the database, or AUTH_SECRET', async () => {
    const replica = await ctx.app({ env: AUTH_TEST_ENV });
    const res = await replica.inject({ url: '/auth/user/current', headers: bearer(ann.token) });
    expect(res.json().data.username).toBe('ann');

    const secret = 'an-operator-chosen-secret-of-32-chars-or-more';
    const [one, two] = [
      await ctx.app({ env: { ...AUTH_TEST_ENV, AUTH_SECRET: secret } }),
      await ctx.app({ env: { ...AUTH_TEST_ENV, AUTH_SECRET: secret } }),
    ];
    const token = (await one.inject({ url: `/auth/user/token?username=ann&password=${ann.password}` })).json()
      .data.accessToken;
    expect((await two.inject({ url: '/auth/user/current', headers: bearer(token) })).json().statusCode).toBe(
      20000,
    );
    // Signed with another key: refused.
    expect((await app.inject({ url: '/auth/user/current', headers: bearer(token) })).json().statusCode).toBe(
      40100,
    );
  });

  it('rejects malformed, forged, expired and logged-out tokens with 40100', async () => {
    expect((await current('not-a-jwt')).json().statusCode).toBe(40100);
    expect((await app.inject({ url: '/auth/user/current' })).json().statusCode).toBe(40100);
    const [h, p] = ann.token.split('.');
    expect((await current(`${h}.${p}.forged-signature`)).json().statusCode).toBe(40100);
    const claims = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    const expired = await app.auth.signer.sign(claims, new Date(Date.now() - 1000));
    expect((await current(expired)).json().statusCode).toBe(40100);

    const fresh = (await signIn({ username: 'ann', password: ann.password })).json().data.accessToken;
    expect(
      (await app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(fresh) })).json().statusCode,
    ).toBe(20000);
    expect((await current(fresh)).json().statusCode).toBe(40100);
    // Other sessions live on.
    expect((await current(ann.token)).json().statusCode).toBe(20000);
  });

  it('signs in by e-mail code (POST /auth/code/token)', async () => {
    // The registration code went out less than 60 s ago; move it back past the resend wait.
    const { eq } = await import('drizzle-orm');
    await ctx.database.orm
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(verificationCodes.number, 'ann@example.com'));
    expect((await sendCode(app, 'ann@example.com', 'login')).json().statusCode).toBe(20000);
    const code = await latestCode(app, 'ann@example.com');
    const res = await app.inject({
      method: 'POST',
      url: '/auth/code/token',
      payload: { number: 'ANN@example.com', code },
    });
    expect(res.json().data).toMatchObject({ loginType: 'normal', tokenType: 'write' });
    const again = await app.inject({
      method: 'POST',
      url: '/auth/code/token',
      payload: { number: 'ann@example.com', code },
    });
    expect(again.json()).toMatchObject({ statusCode: 40000, data: { issues: [{ field: 'code' }] } });
  });
});

describe('guests', () => {
  it('get a write token with a fresh uuid per call; a wrong secret is 40101', async () => {
    const get = (secret: string) => app.inject({ url: `/auth/guest/token?type=guest&secret=${secret}` });
    expect((await get('nope')).json().statusCode).toBe(40101);
    const one = (await get('tracklane-guest')).json().data;
    expect(one).toMatchObject({ loginType: 'guest', tokenType: 'write' });
    const two = (await get('tracklane-guest')).json().data;
    const uuid = (t: string) => app.inject({ url: '/application/ocean/guest/uuid', headers: bearer(t) });
    const a = (await uuid(one.accessToken)).json().data;
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect((await uuid(two.accessToken)).json().data).not.toBe(a);
    const me = (await current(ann.token)).json().data;
    expect((await uuid(ann.token)).json().data).toBe(me.uuid);
  });

  it('are refused member features with the visitor message, translated', async () => {
    const guest = (await app.inject({ url: '/auth/guest/token?type=guest&secret=tracklane-guest' })).json()
      .data.accessToken;
    const en = await current(guest);
    expect(en.statusCode).toBe(403);
    expect(en.json()).toMatchObject({
      statusCode: 40300,
      message: 'Visitors cannot use this feature, please log in for more',
    });
    expect((await current(guest, 'zh')).json().message).toBe('游客无法使用此功能，请登录后体验更多功能');
    expect((await current(guest, 'jp')).json().message).toMatch(/ゲスト/);
    const keys = await app.inject({
      method: 'POST',
      url: '/auth/api/keys',
      headers: bearer(guest),
      payload: { name: 'x' },
    });
    expect(keys.json().statusCode).toBe(40300);
  });

  it('see fewer system functions than members, named in their language', async () => {
    const guest = (await app.inject({ url: '/auth/guest/token?type=guest&secret=tracklane-guest' })).json()
      .data.accessToken;
    const fns = (t: string) =>
      app
        .inject({ url: '/application/system/functions', headers: { ...bearer(t), lang: 'zh' } })
        .then((r) => r.json().data);
    const forGuest = await fns(guest);
    const forMember = await fns(ann.token);
    expect(forGuest.length).toBeLessThan(forMember.length);
    expect(forMember.map((f: { code: string }) => f.code)).toEqual(
      expect.arrayContaining(['container', 'ais-vessel', 'truck', 'booking', 'schedule']),
    );
    expect(forGuest[0]).toEqual({ code: 'container', name: '集装箱追踪' });
    // Without a token: the visitor set, not an error (the web app calls it before any sign-in).
    const anonymous = (await app.inject({ url: '/application/system/functions' })).json().data;
    expect(anonymous).toHaveLength(forGuest.length);
  });
});

describe('API keys and read tokens', () => {
  it('creates, lists, uses and revokes a key; read tokens never write', async () => {
    const created = (
      await app.inject({
        method: 'POST',
        url: '/auth/api/keys',
        headers: bearer(ann.token),
        payload: { name: 'ERP' },
      })
    ).json().data;
    expect(created).toMatchObject({ name: 'ERP', clientId });
    expect(created.key).toMatch(/^tlk_/);
    const list = (await app.inject({ url: '/auth/api/keys', headers: bearer(ann.token) })).json().data;
    expect(list).toEqual([
      expect.objectContaining({ id: created.id, name: 'ERP', clientId, revokedAt: null, lastUsedAt: null }),
    ]);
    expect(JSON.stringify(list)).not.toContain(created.key);
    expect(created.key.startsWith(list[0].prefix)).toBe(true);

    const token = await app.inject({ url: `/auth/api/token?clientId=${clientId}&key=${created.key}` });
    expect(token.json().data).toMatchObject({ tokenType: 'read', loginType: 'normal' });
    const read = token.json().data.accessToken;
    expect((await current(read)).json().data.username).toBe('ann');
    const write = await app.inject({
      method: 'POST',
      url: '/auth/api/keys',
      headers: bearer(read),
      payload: { name: 'x' },
    });
    expect(write.json().statusCode).toBe(40300);

    const bad = await app.inject({ url: `/auth/api/token?clientId=${clientId}&key=tlk_wrong` });
    expect(bad.json()).toMatchObject({ statusCode: 40101, message: 'client key unauthorized' });

    const del = await app.inject({
      method: 'DELETE',
      url: `/auth/api/keys/${created.id}`,
      headers: bearer(ann.token),
    });
    expect(del.json().statusCode).toBe(20000);
    expect((await current(read)).json().statusCode).toBe(40100);
    expect(
      (await app.inject({ url: `/auth/api/token?clientId=${clientId}&key=${created.key}` })).json()
        .statusCode,
    ).toBe(40101);
  });

  it('gives a read token for a bound union id; unknown is 40103', async () => {
    const me = (await current(ann.token)).json().data;
    await ctx.database.orm
      .insert(userIdentities)
      .values({ provider: 'sandbox-im', unionId: 'union-ann-1', userId: me.id });
    const res = (await app.inject({ url: '/auth/union/token?unionId=union-ann-1' })).json();
    expect(res.data).toMatchObject({ tokenType: 'read' });
    expect((await current(res.data.accessToken)).json().data.id).toBe(me.id);
    expect((await app.inject({ url: '/auth/union/token?unionId=nope' })).json().statusCode).toBe(40103);
  });
});
