import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailures, userIdentities, users, verificationCodes } from '../../db/schema/index.js';
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
});

describe('sign-in throttle', () => {
  const from = (ip: string, username: string, password: string, on = app) =>
    on.inject({ url: `/auth/user/token?${new URLSearchParams({ username, password })}`, remoteAddress: ip });
  /** Moves an IP's failures back in time, as if that many seconds had passed. */
  const wait = (ip: string, seconds: number) =>
    ctx.database.orm
      .update(signInFailures)
      .set({ createdAt: sql`${signInFailures.createdAt} - interval '${sql.raw(String(seconds))} seconds'` })
      .where(eq(signInFailures.ip, ip));
  const ATTACKER = '203.0.113.66';

  it('five wrong passwords from one IP do not lock the owner out from another', async () => {
    const dora = await registerMember(app, 'dora');
    for (let i = 0; i < 5; i++)
      expect((await from(ATTACKER, 'dora', 'wrong-pass')).json().statusCode).toBe(40101);
    // The attacker's IP waits, even with the right password…
    expect((await from(ATTACKER, 'dora', dora.password)).json().statusCode).toBe(42900);
    // …while the owner signs in from an IP that has not failed.
    const owner = (await from('198.51.100.20', 'dora', dora.password)).json();
    expect(owner).toMatchObject({ statusCode: 20000, data: { tokenType: 'write' } });
    // Her success does not forgive the attacker's failures.
    expect((await from(ATTACKER, 'dora', 'wrong-pass')).json().statusCode).toBe(42900);
  });

  it('waits longer after each further failure from that IP: 1, 2, 4, 8, then at most 15 minutes', async () => {
    const erin = await registerMember(app, 'erin');
    const ip = '203.0.113.67';
    for (let i = 0; i < 5; i++) expect((await from(ip, 'erin', 'wrong-pass')).json().statusCode).toBe(40101);
    for (const minutes of [1, 2, 4, 8, 15, 15]) {
      const blocked = await from(ip, 'erin', 'wrong-pass');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        statusCode: 42900,
        message: `Too many failed sign-in attempts, please wait ${minutes} minutes and try again`,
      });
      await wait(ip, minutes * 60 - 5);
      // Still 5 seconds to go.
      expect((await from(ip, 'erin', erin.password)).json().statusCode).toBe(42900);
      await wait(ip, 5);
      expect((await from(ip, 'erin', 'wrong-pass')).json().statusCode).toBe(40101);
    }
    // Past the wait, the right password works there and forgives that IP's failures.
    await wait(ip, 15 * 60);
    expect((await from(ip, 'erin', erin.password)).json().statusCode).toBe(20000);
    expect((await from(ip, 'erin', 'wrong-pass')).json().statusCode).toBe(40101);
  });

  it("says how long to wait in the caller's language", async () => {
    const ip = '203.0.113.68';
    for (let i = 0; i < 5; i++) await from(ip, 'nobody-here', 'wrong-pass');
    const zh = await app.inject({
      url: '/auth/user/token?username=nobody-here&password=wrong-pass',
      remoteAddress: ip,
      headers: { lang: 'zh' },
    });
    expect(zh.json()).toMatchObject({ statusCode: 42900, message: '登录失败次数过多，请 1 分钟后再试' });
  });

  it('a sprayer behind a shared IP does not lock out the accounts that sign in there', async () => {
    const office = '198.51.100.80';
    const strict = await ctx.app({ env: { ...AUTH_TEST_ENV, SIGN_IN_FAILURES_PER_IP: '3' } });
    const fay = await registerMember(app, 'fay');
    const gus = await registerMember(app, 'gus');
    expect((await from(office, 'fay', fay.password, strict)).json().statusCode).toBe(20000);
    for (const victim of ['v1', 'v2', 'v3'])
      expect((await from(office, victim, 'wrong-pass', strict)).json().statusCode).toBe(40101);
    // The spraying stops there: a fourth account, even with its right password, waits…
    expect((await from(office, 'v4', 'wrong-pass', strict)).json().statusCode).toBe(42900);
    expect((await from(office, 'gus', gus.password, strict)).json()).toMatchObject({
      statusCode: 42900,
      message: /please wait 15 minutes/,
    });
    // …but fay, who signs in from the office, still can.
    expect((await from(office, 'fay', fay.password, strict)).json().statusCode).toBe(20000);
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
