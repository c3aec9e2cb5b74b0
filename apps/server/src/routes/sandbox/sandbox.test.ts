import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSandboxMessage } from '../../services/sandbox/store-sandbox-message.js';
import { createTestContext, createWebDist, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.cleanup());

describe('GET /sandbox/messages', () => {
  it('lists one inbox newest first, up to limit, matching numbers however written', async () => {
    const app = await ctx.app();
    for (const text of ['first', 'second', 'third'])
      await storeSandboxMessage({ db: ctx.database, channel: 'sms', to: '13700000000', subject: null, text });
    await storeSandboxMessage({
      db: ctx.database,
      channel: 'email',
      to: 'x@example.com',
      subject: 's',
      text: 'other',
    });
    const res = (await app.inject({ url: '/sandbox/messages?to=%2B86%20137%200000%200000&limit=2' })).json();
    expect(res.data.map((m: { text: string }) => m.text)).toEqual(['third', 'second']);
    expect(res.data[0]).toMatchObject({ channel: 'sms', to: '13700000000', subject: null });
    expect((await app.inject({ url: '/sandbox/messages?to=x@example.com&limit=0' })).json().statusCode).toBe(
      40000,
    );
  });

  it('is not there when real providers are configured', async () => {
    const app = await ctx.app({
      env: {
        SMTP_URL: 'smtp://mail.invalid:25',
        SMS_URL: 'https://sms.invalid',
        SMS_API_KEY: 'k',
        MSGAPP_URL: 'https://im.invalid',
        MSGAPP_API_KEY: 'k',
      },
    });
    expect((await app.inject({ url: '/sandbox/messages?to=a@b.co' })).json().statusCode).toBe(40400);
    expect(app.messaging.sandbox).toEqual({ mail: false, sms: false, msgapp: false });
    expect(app.messaging.msgapp.baseUrl).toBe('https://im.invalid');
  });

  it('leaves /sandbox/mailbox to the web app for browser navigations', async () => {
    const web = await createWebDist();
    try {
      const app = await ctx.app({ env: { WEB_DIST: web.dir } });
      const page = await app.inject({ url: '/sandbox/mailbox?to=a@b.co', headers: { accept: 'text/html' } });
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const api = await app.inject({ url: '/sandbox/messages?to=a@b.co', headers: { accept: 'text/html' } });
      expect(api.json().statusCode).toBe(20000);
    } finally {
      await web.remove();
    }
  });
});
