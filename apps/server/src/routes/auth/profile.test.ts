import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../db/schema/index.js';
import { AUTH_TEST_ENV, bearer, latestCode, type Member, registerMember, sendCode } from '../../test/auth.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let app: FastifyInstance;
let ann: Member;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  ann = await registerMember(app, 'ann');
});
afterAll(() => ctx?.cleanup());

const post = (url: string, token: string | undefined, payload: unknown) =>
  app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: payload as object });
const signIn = (username: string, password: string) =>
  app.inject({ url: `/auth/user/token?username=${username}&password=${password}` }).then((r) => r.json());

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipartBody(file: Buffer, filename: string, type: string) {
  const boundary = '----tracklane-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('profile', () => {
  it('updates the caller info and checks each field', async () => {
    const res = await post('/auth/user/updateUserInfo', ann.token, {
      position: 'Ops lead',
      companyName: 'Ann Global',
      // Her own address, unchanged: no code needed.
      email: 'ANN@example.com',
    });
    expect(res.json().data).toMatchObject({
      position: 'Ops lead',
      companyName: 'Ann Global',
      email: 'ann@example.com',
    });
    for (const [field, value] of [
      ['email', 'nope'],
      ['mobilePhone', '555-0100'],
      ['username', 'a b'],
      ['headimgurl', 'javascript:alert(1)'],
    ] as const) {
      const body = (await post('/auth/user/updateUserInfo', ann.token, { [field]: value })).json();
      expect(body, field).toMatchObject({ statusCode: 40000, data: { issues: [{ field }] } });
    }
    const bob = await registerMember(app, 'bob');
    expect((await post('/auth/user/updateUserInfo', bob.token, { username: 'ANN' })).json().message).toBe(
      'Username is already taken',
    );
  });

  it('a new e-mail address or mobile number needs the code sent to it', async () => {
    const update = (changes: Record<string, string>) =>
      post('/auth/user/updateUserInfo', ann.token, changes).then((r) => r.json());
    // Without a code nothing changes: not even the other fields of the call.
    expect(await update({ position: 'Boss', email: 'owner@example.com' })).toMatchObject({
      statusCode: 40000,
      data: { issues: [{ field: 'emailCode' }] },
    });
    expect(await update({ mobilePhone: '13800000011' })).toMatchObject({
      statusCode: 40000,
      data: { issues: [{ field: 'mobileCode' }] },
    });
    const me = (await app.inject({ url: '/auth/user/current', headers: bearer(ann.token) })).json().data;
    expect(me).toMatchObject({ email: 'ann@example.com', mobilePhone: null, position: 'Ops lead' });
    // So the address's real owner can still register with it.
    await registerMember(app, 'owner');

    // A code of another address, or of another purpose, is not the one.
    expect((await sendCode(app, 'ann.new@example.com', 'change')).json().statusCode).toBe(20000);
    const code = await latestCode(app, 'ann.new@example.com');
    expect(await update({ email: 'ann.other@example.com', emailCode: code })).toMatchObject({
      statusCode: 40000,
      data: { issues: [{ field: 'emailCode' }] },
    });
    expect((await update({ email: 'Ann.New@example.com', emailCode: code })).data).toMatchObject({
      email: 'ann.new@example.com',
    });
    expect(await signIn('ann.new@example.com', ann.password)).toMatchObject({ statusCode: 20000 });

    expect((await sendCode(app, '+86 138 0000 0011', 'change')).json().statusCode).toBe(20000);
    const sms = await latestCode(app, '13800000011');
    expect((await update({ mobilePhone: '13800000011', mobileCode: sms })).data).toMatchObject({
      mobilePhone: '13800000011',
    });
  });

  it("tells that an address is another account's only after its code", async () => {
    const holder = await registerMember(app, 'holder');
    await ctx.database.orm.delete(verificationCodes).where(eq(verificationCodes.number, holder.email));
    const known = (await sendCode(app, holder.email, 'change')).json();
    const unknown = (await sendCode(app, 'no-account@example.com', 'change')).json();
    expect(known).toEqual(unknown);
    const update = (changes: Record<string, string>) =>
      post('/auth/user/updateUserInfo', ann.token, changes).then((r) => r.json());
    expect(await update({ email: holder.email })).toMatchObject({
      data: { issues: [{ field: 'emailCode' }] },
    });
    expect(
      await update({ email: holder.email, emailCode: await latestCode(app, holder.email) }),
    ).toMatchObject({
      statusCode: 40000,
      message: 'E-mail address is already registered',
    });
  });

  it('uploads an avatar (PNG/JPEG/WebP, ≤ 2 MB) and serves it', async () => {
    const up = await app.inject({
      method: 'POST',
      url: '/auth/user/avatar',
      ...withAuth(multipartBody(PNG, 'a.png', 'image/png')),
    });
    const { headimgurl } = up.json().data;
    expect(headimgurl).toMatch(/^\/auth\/user\/avatar\/[0-9a-f-]{36}$/);
    const img = await app.inject({ url: headimgurl });
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    const me = (await app.inject({ url: '/auth/user/current', headers: bearer(ann.token) })).json().data;
    expect(me.headimgurl).toBe(headimgurl);

    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await app.inject({
      method: 'POST',
      url: '/auth/user/avatar',
      ...withAuth(multipartBody(big, 'b.png', 'image/png')),
    });
    expect(tooBig.json()).toMatchObject({ statusCode: 40000, message: 'Image must be at most 2 MB' });
    const notImage = await app.inject({
      method: 'POST',
      url: '/auth/user/avatar',
      ...withAuth(multipartBody(Buffer.from('<svg/>'), 'x.png', 'image/png')),
    });
    expect(notImage.json().statusCode).toBe(40000);
    expect(
      (await app.inject({ url: '/auth/user/avatar/00000000-0000-4000-8000-000000000000' })).json().statusCode,
    ).toBe(40400);
  });
});

function withAuth(req: { payload: Buffer; headers: Record<string, string> }) {
  return { payload: req.payload, headers: { ...req.headers, ...bearer(ann.token) } };
}

describe('passwords', () => {
  it('modifyPassword needs the old password, then revokes the other sessions only', async () => {
    const dan = await registerMember(app, 'dan');
    const other = (await signIn('dan', dan.password)).data.accessToken;
    const base = { username: 'dan', password: 'newpass99', confirmPassword: 'newpass99' };
    expect(
      (await post('/auth/user/modifyPassword', dan.token, { ...base, oldPassword: 'wrong' })).json().message,
    ).toBe('Old password is wrong');
    expect(
      (
        await post('/auth/user/modifyPassword', dan.token, {
          ...base,
          username: 'ann',
          oldPassword: dan.password,
        })
      ).json().statusCode,
    ).toBe(40300);
    expect(
      (
        await post('/auth/user/modifyPassword', dan.token, {
          ...base,
          confirmPassword: 'x',
          oldPassword: dan.password,
        })
      ).json().data.issues[0].field,
    ).toBe('confirmPassword');
    expect(
      (await post('/auth/user/modifyPassword', dan.token, { ...base, oldPassword: dan.password })).json()
        .statusCode,
    ).toBe(20000);
    const me = (t: string) =>
      app.inject({ url: '/auth/user/current', headers: bearer(t) }).then((r) => r.json().statusCode);
    expect(await me(dan.token)).toBe(20000);
    expect(await me(other)).toBe(40100);
    expect((await signIn('dan', dan.password)).statusCode).toBe(40101);
    expect((await signIn('dan', 'newpass99')).statusCode).toBe(20000);
  });

  it('resetPassword with a reset code revokes every session', async () => {
    const eve = await registerMember(app, 'eve');
    const { eq } = await import('drizzle-orm');
    await ctx.database.orm
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(verificationCodes.number, eve.email));
    expect((await sendCode(app, eve.email, 'reset')).json().statusCode).toBe(20000);
    const code = await latestCode(app, eve.email);
    const body = { number: eve.email, code, password: 'fresh-pass1', confirmPassword: 'fresh-pass1' };
    expect(
      (
        await post('/auth/user/resetPassword', undefined, {
          ...body,
          code: '000000' === code ? '111111' : '000000',
        })
      ).json().statusCode,
    ).toBe(40000);
    expect((await post('/auth/user/resetPassword', undefined, body)).json().statusCode).toBe(20000);
    expect(
      (await app.inject({ url: '/auth/user/current', headers: bearer(eve.token) })).json().statusCode,
    ).toBe(40100);
    expect((await signIn('eve', 'fresh-pass1')).statusCode).toBe(20000);
  });
});
