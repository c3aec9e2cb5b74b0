import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrScenes } from '../../db/schema/index.js';
import { AUTH_TEST_ENV, bearer, type Member, registerMember } from '../../test/auth.js';
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

/** A browser playing the messaging app: its cookie is its account. */
class Phone {
  cookie = '';
  async scan(url: string): Promise<string> {
    const res = await fetch(url, { headers: { cookie: this.cookie } });
    this.cookie = res.headers.get('set-cookie')?.split(';')[0] ?? this.cookie;
    return res.text();
  }
  async answer(url: string, verb: 'confirm' | 'cancel', nickname = 'Lin'): Promise<string> {
    const res = await fetch(`${url}/${verb}`, {
      method: 'POST',
      headers: { cookie: this.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: `nickname=${nickname}`,
    });
    return res.text();
  }
}

const loginQr = async () => (await app.inject({ url: '/auth/msgapp/qrcode?source=login' })).json().data;
const bindQr = async (token: string) =>
  (await app.inject({ url: '/auth/msgapp/user/qrcode', headers: bearer(token) })).json();
const state = async (scene: string) =>
  (await app.inject({ url: `/auth/msgapp/qrcode_state?scene=${scene}` })).json().data.state;
const take = (sceneId: string, lang = 'en') =>
  app.inject({ url: `/auth/msgapp/token?sceneId=${sceneId}`, headers: { lang } });
const username = async (token: string) =>
  (await app.inject({ url: '/auth/user/current', headers: bearer(token) })).json().data.username;

describe('QR sign-in through the sandbox messaging app', () => {
  const phone = new Phone();

  it('hands out a QR image and tells an unbound messaging account apart (40103, no token)', async () => {
    const qr = await loginQr();
    expect(qr).toMatchObject({ sandbox: true, expiresIn: 300 });
    expect(qr.qrcode).toMatch(/^data:image\/png;base64,/);
    expect(await state(qr.sceneId)).toBe('waiting');
    expect((await take(qr.sceneId)).json().statusCode).toBe(40000);
    expect(await phone.scan(qr.url)).toContain('phone-confirm');
    expect(await state(qr.sceneId)).toBe('scanned');
    await phone.answer(qr.url, 'confirm');
    expect(await state(qr.sceneId)).toBe('unbound');
    expect((await take(qr.sceneId)).json().statusCode).toBe(40103);
  });

  it('binds the phone to a signed-in member, then signs that member in by QR once', async () => {
    const bind = (await bindQr(ann.token)).data;
    await phone.scan(bind.url);
    await phone.answer(bind.url, 'confirm', 'Ann');
    expect(await state(bind.sceneId)).toBe('bound');
    const list = (await app.inject({ url: '/auth/user/identities', headers: bearer(ann.token) })).json().data;
    expect(list).toEqual([expect.objectContaining({ provider: 'msgapp', nickname: 'Ann' })]);

    const qr = await loginQr();
    await phone.scan(qr.url);
    await phone.answer(qr.url, 'confirm');
    expect(await state(qr.sceneId)).toBe('confirmed');
    const token = (await take(qr.sceneId)).json().data;
    expect(token).toMatchObject({ loginType: 'normal', tokenType: 'write' });
    expect(await username(token.accessToken)).toBe('ann');
    // Single use: the same scene never yields a second token.
    expect((await take(qr.sceneId)).json()).toMatchObject({
      statusCode: 40000,
      message: 'QR code expired, please refresh',
    });
    expect(await state(qr.sceneId)).toBe('used');
  });

  it('refuses to bind a phone someone else has bound, and guests may not bind', async () => {
    const bob = await registerMember(app, 'bob');
    const bind = (await bindQr(bob.token)).data;
    await phone.scan(bind.url);
    await phone.answer(bind.url, 'confirm');
    expect(await state(bind.sceneId)).toBe('taken');
    const guest = (await app.inject({ url: '/auth/guest/token?type=guest&secret=tracklane-guest' })).json()
      .data;
    expect(await bindQr(guest.accessToken)).toMatchObject({
      statusCode: 40300,
      message: 'Visitors cannot use this feature, please log in for more',
    });
    // bob cannot unbind ann's account.
    const unionId = (await app.inject({ url: '/auth/user/identities', headers: bearer(ann.token) })).json()
      .data[0].unionId;
    const path = `/auth/user/identities/msgapp/${unionId}`;
    expect(
      (await app.inject({ method: 'DELETE', url: path, headers: bearer(bob.token) })).json().statusCode,
    ).toBe(40400);
  });

  it('answers "QR code expired" in the caller language once the code lapses, and cancelled when declined', async () => {
    const qr = await loginQr();
    await phone.scan(qr.url);
    await phone.answer(qr.url, 'confirm');
    expect(await state(qr.sceneId)).toBe('confirmed');
    await app.db.orm
      .update(qrScenes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(qrScenes.id, qr.sceneId));
    expect(await state(qr.sceneId)).toBe('expired');
    expect((await take(qr.sceneId, 'zh')).json()).toMatchObject({
      statusCode: 40000,
      message: '二维码已过期，请刷新',
    });

    const other = await loginQr();
    await phone.scan(other.url);
    expect(await phone.answer(other.url, 'cancel')).toContain('cancelled');
    expect(await state(other.sceneId)).toBe('cancelled');
    expect((await take(other.sceneId)).json().statusCode).toBe(40000);
  });

  it('unbinds: the phone is then an unbound account again', async () => {
    const [identity] = (await app.inject({ url: '/auth/user/identities', headers: bearer(ann.token) })).json()
      .data;
    const path = `/auth/user/identities/msgapp/${identity.unionId}`;
    expect(
      (await app.inject({ method: 'DELETE', url: path, headers: bearer(ann.token) })).json().statusCode,
    ).toBe(20000);
    const qr = await loginQr();
    await phone.scan(qr.url);
    await phone.answer(qr.url, 'confirm');
    expect(await state(qr.sceneId)).toBe('unbound');
  });

  it('answers 40400 for an unknown scene', async () => {
    const res = await app.inject({ url: `/auth/msgapp/qrcode_state?scene=${crypto.randomUUID()}` });
    expect(res.json().statusCode).toBe(40400);
  });
});
