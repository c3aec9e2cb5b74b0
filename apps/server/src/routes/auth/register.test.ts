import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../db/schema/index.js';
import { AUTH_TEST_ENV, bearer, latestCode, registerMember, sendCode } from '../../test/auth.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
});
afterAll(() => ctx?.cleanup());

const register = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/auth/user/registerUser', payload });

describe('POST /auth/sendCode and the sandbox inbox', () => {
  it('mails a 6-digit code through the sandbox SMTP server, in the caller language', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/sendCode',
      headers: { lang: 'zh' },
      payload: { number: 'Zoe@Example.com', category: 'email', type: 'register' },
    });
    expect(res.json()).toEqual({
      statusCode: 20000,
      message: 'success',
      data: { expiresIn: 600, resendAfter: 60 },
    });
    const inbox = (await app.inject({ url: '/sandbox/messages?to=zoe@example.com' })).json();
    expect(inbox.data).toHaveLength(1);
    expect(inbox.data[0]).toMatchObject({
      channel: 'email',
      to: 'zoe@example.com',
      subject: 'Tracklane 验证码',
    });
    expect(inbox.data[0].text).toMatch(/验证码是 \d{6}，10 分钟内有效/);
  });

  it('texts mainland mobiles through the SMS connector and the sandbox SMS provider', async () => {
    const res = await sendCode(app, '+86 139-0000-0001', 'register', 'mobile');
    expect(res.json().statusCode).toBe(20000);
    const inbox = (await app.inject({ url: '/sandbox/messages?to=%2B8613900000001' })).json();
    expect(inbox.data[0]).toMatchObject({ channel: 'sms', to: '13900000001', subject: null });
    expect(inbox.data[0].text).toMatch(/verification code is \d{6}/);
  });

  it('refuses other numbers with a 40000 naming the field', async () => {
    for (const number of ['+1 415 555 0100', '12345678901']) {
      const body = (await sendCode(app, number, 'register', 'mobile')).json();
      expect(body).toMatchObject({ statusCode: 40000, data: { issues: [{ field: 'number' }] } });
    }
    const body = (await sendCode(app, 'not-an-email', 'register', 'email')).json();
    expect(body.message).toBe('E-mail address is not valid');
  });

  it('throttles: one code per number per 60 s', async () => {
    expect((await sendCode(app, 'throttle@example.com', 'register')).json().statusCode).toBe(20000);
    const again = await sendCode(app, 'throttle@example.com', 'register');
    expect(again.statusCode).toBe(429);
    expect(again.json().statusCode).toBe(42900);
    expect(again.json().message).toMatch(/please wait \d+ seconds/);
  });

  it('throttles per IP (CODE_SENDS_PER_IP_PER_HOUR)', async () => {
    const strict = await ctx.app({ env: { ...AUTH_TEST_ENV, CODE_SENDS_PER_IP_PER_HOUR: '2' } });
    const ip = '203.0.113.9';
    const send = (n: number) =>
      strict.inject({
        method: 'POST',
        url: '/auth/sendCode',
        remoteAddress: ip,
        payload: { number: `ip${n}@example.com`, category: 'email', type: 'register' },
      });
    expect((await send(1)).json().statusCode).toBe(20000);
    expect((await send(2)).json().statusCode).toBe(20000);
    expect((await send(3)).json()).toMatchObject({ statusCode: 42900, message: /Too many codes/ });
  });

  it('sends no login or reset code to a number without an account, but answers the same', async () => {
    const res = await sendCode(app, 'nobody@example.com', 'login');
    expect(res.json().statusCode).toBe(20000);
    expect((await app.inject({ url: '/sandbox/messages?to=nobody@example.com' })).json().data).toEqual([]);
  });
});

describe('POST /auth/user/registerUser', () => {
  it('creates an organisation (free edition, TL clientId) with its main account and signs in', async () => {
    const ann = await registerMember(app, 'ann', { companyName: 'Ann Freight' });
    const me = (await app.inject({ url: '/auth/user/current', headers: bearer(ann.token) })).json().data;
    expect(me).toMatchObject({
      username: 'ann',
      email: 'ann@example.com',
      companyName: 'Ann Freight',
      role: 'main',
      status: 'active',
      loginType: 'normal',
      organization: { name: 'Ann Freight' },
    });
    expect(me.organization.clientId).toMatch(/^TL[A-Z0-9]{8}$/);
    expect(me.details.client_id).toBe(me.organization.clientId);
    const org = (await app.inject({ url: '/auth/organization/', headers: bearer(ann.token) })).json().data;
    expect(org).toMatchObject({
      name: 'Ann Freight',
      edition: { code: 'free', validUntil: null },
      members: 1,
      clientId: me.details.client_id,
    });
  });

  it('registers by mobile with the SMS code', async () => {
    await sendCode(app, '13900000002', 'register');
    const res = await register({
      username: 'mo',
      password: 'secret123',
      confirmPassword: 'secret123',
      registerType: 'mobile',
      companyName: 'Mo Shipping',
      mobilePhone: '+8613900000002',
      roundCode: await latestCode(app, '13900000002'),
    });
    expect(res.json().data).toMatchObject({ loginType: 'normal', tokenType: 'write', expiresIn: 7200 });
  });

  it.each([
    [
      { password: '12345', confirmPassword: '12345' },
      'password',
      'Password must be 6 to 16 characters',
      '密码',
    ],
    [
      { password: '12345678901234567', confirmPassword: '12345678901234567' },
      'password',
      'Password must be 6 to 16 characters',
      '密码',
    ],
    [{ confirmPassword: 'different1' }, 'confirmPassword', 'The two passwords do not match', '密码不一致'],
    [{ email: 'bad@' }, 'email', 'E-mail address is not valid', '邮箱'],
    [{ email: '' }, 'email', 'E-mail address is required', '邮箱'],
    [{ companyName: ' ' }, 'companyName', 'Company name is required', '公司名称'],
    [{ username: '' }, 'username', 'Username is required', '用户名'],
    [{ roundCode: '' }, 'roundCode', 'Verification code is required', '验证码'],
    [{ roundCode: '000000' }, 'roundCode', 'Verification code is wrong or expired', '验证码'],
  ])('answers 40000 naming the field in words (%j)', async (change, field, message, zhWords) => {
    const base = {
      username: 'val',
      password: 'secret123',
      confirmPassword: 'secret123',
      registerType: 'email',
      companyName: 'Val Co',
      email: 'val@example.com',
      roundCode: '999999',
    };
    const body = (await register({ ...base, ...change })).json();
    expect(body).toMatchObject({ statusCode: 40000, message, data: { issues: [{ field }] } });
    // The page's language, as the web client sends it; the wire name never shows.
    const zh = await app.inject({
      method: 'POST',
      url: '/auth/user/registerUser',
      headers: { lang: 'zh' },
      payload: { ...base, ...change },
    });
    expect(zh.json().message).toContain(zhWords);
    for (const text of [body.message, zh.json().message]) expect(text).not.toContain(field);
  });

  it('says "already registered" only to whoever gives back the code sent to the address', async () => {
    await registerMember(app, 'bob');
    // Past the per-number resend wait that registering just started.
    await ctx.database.orm.delete(verificationCodes).where(eq(verificationCodes.number, 'bob@example.com'));
    const known = (await sendCode(app, 'bob@example.com', 'register')).json();
    const unknown = (await sendCode(app, 'nobody-yet@example.com', 'register')).json();
    expect(known).toEqual(unknown);
    expect(known.statusCode).toBe(20000);
    const code = await latestCode(app, 'bob@example.com');
    const payload = {
      username: 'bobagain',
      password: 'secret123',
      confirmPassword: 'secret123',
      registerType: 'email',
      companyName: 'B',
      email: 'BOB@example.com',
    };
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await register({ ...payload, roundCode: wrong })).json().message).toBe(
      'Verification code is wrong or expired',
    );
    expect((await register({ ...payload, roundCode: code })).json()).toMatchObject({
      statusCode: 40000,
      message: 'E-mail address is already registered',
    });
  });

  it('refuses a taken username and a code twice', async () => {
    await sendCode(app, 'bob2@example.com', 'register');
    const code = await latestCode(app, 'bob2@example.com');
    const payload = {
      username: 'BOB',
      password: 'secret123',
      confirmPassword: 'secret123',
      registerType: 'email',
      companyName: 'B',
      email: 'bob2@example.com',
      roundCode: code,
    };
    expect((await register(payload)).json().message).toBe('Username is already taken');
    // The code survived the failed attempt and is single-use.
    expect((await register({ ...payload, username: 'bob2' })).json().statusCode).toBe(20000);
    const reused = (await register({ ...payload, username: 'bob3', email: 'bob2@example.com' })).json();
    expect(reused.statusCode).toBe(40000);
  });

  it('voids a code after 5 wrong tries', async () => {
    await sendCode(app, 'tries@example.com', 'register');
    const code = await latestCode(app, 'tries@example.com');
    const payload = {
      username: 'tries',
      password: 'secret123',
      confirmPassword: 'secret123',
      registerType: 'email',
      companyName: 'T',
      email: 'tries@example.com',
    };
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await register({ ...payload, roundCode: wrong })).json().statusCode).toBe(40000);
    expect((await register({ ...payload, roundCode: code })).json().message).toBe(
      'Verification code is wrong or expired',
    );
  });
});
