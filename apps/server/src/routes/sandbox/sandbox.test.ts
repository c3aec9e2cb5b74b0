import type { FastifyInstance } from 'fastify';
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

  describe('answers callers on this machine only', () => {
    const inbox = (
      app: FastifyInstance,
      options: { remoteAddress?: string; headers?: Record<string, string> },
    ) => app.inject({ url: '/sandbox/messages?to=a@b.co', ...options });

    it('refuses another machine, a proxied call and a foreign Host with 40300', async () => {
      const app = await ctx.app();
      // Was: anyone on the network read every code (account takeover in three requests).
      const remote = await inbox(app, { remoteAddress: '192.168.1.20' });
      expect(remote.statusCode).toBe(403);
      expect(remote.json()).toMatchObject({ statusCode: 40300, data: { reason: 'sandbox-loopback-only' } });
      expect(remote.json().message).toMatch(/only be read on the server’s own machine/);
      const zh = await inbox(app, { remoteAddress: '10.1.2.3', headers: { 'accept-language': 'zh-CN' } });
      expect(zh.json().message).toMatch(/只能在服务器本机上查看/);
      // A reverse proxy on this machine connects from loopback for everyone.
      for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip'])
        expect((await inbox(app, { headers: { [header]: '127.0.0.1' } })).json().statusCode, header).toBe(
          40300,
        );
      // A page elsewhere whose DNS name was rebound to 127.0.0.1 sends its own Host.
      expect((await inbox(app, { headers: { host: 'evil.example:8080' } })).json().statusCode).toBe(40300);
    });

    it('answers loopback callers, IPv4 and IPv6, by name or address', async () => {
      const app = await ctx.app();
      for (const [remoteAddress, host] of [
        ['127.0.0.1', 'localhost:8080'],
        ['127.0.0.1', '127.0.0.1:8080'],
        ['::1', '[::1]:8080'],
        ['::ffff:127.0.0.1', 'localhost'],
      ] as const)
        expect((await inbox(app, { remoteAddress, headers: { host } })).json().statusCode, host).toBe(20000);
    });

    it('answers everyone with SANDBOX_PUBLIC=true, which warns at every start', async () => {
      const lines: string[] = [];
      const app = await ctx.app({
        env: { SANDBOX_PUBLIC: 'true', LOG_LEVEL: 'warn' },
        logStream: { write: (line) => lines.push(line) },
      });
      await app.ready();
      expect((await inbox(app, { remoteAddress: '192.168.1.20' })).json().statusCode).toBe(20000);
      expect(lines.join('')).toContain('SANDBOX_PUBLIC=true: the sandbox inbox');
    });
  });
});
