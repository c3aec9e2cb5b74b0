import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FaultSwitch } from './providers/faults.js';
import { type SandboxQrProvider, startSandboxQrProvider } from './qr-provider.js';

let provider: SandboxQrProvider;
const faults = new FaultSwitch();
beforeAll(async () => {
  provider = await startSandboxQrProvider({ apiKey: 'test-key', faults });
});
afterAll(() => provider?.close());
afterEach(() => faults.clear());

const api = (path: string, init: RequestInit = {}, key = 'test-key') =>
  fetch(`${provider.url}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-api-key': key, ...init.headers },
  });
const send = (body: unknown, key?: string) =>
  api('/v1/messages', { method: 'POST', body: JSON.stringify(body) }, key);

/** A phone that scanned and confirmed a QR code: its cookie and union id. */
async function boundPhone(): Promise<{ cookie: string; unionId: string; openId: string }> {
  const created = (await (
    await api('/v1/qrcodes', { method: 'POST', body: JSON.stringify({ scene: 's', expiresIn: 60 }) })
  ).json()) as { ticket: string; url: string };
  const page = await fetch(created.url);
  const cookie = page.headers.get('set-cookie')?.split(';')[0] ?? '';
  await fetch(`${created.url}/confirm`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'nickname=Lin',
  });
  const status = (await (await api(`/v1/qrcodes/${created.ticket}`)).json()) as {
    user: { unionId: string; openId: string };
  };
  return { cookie, ...status.user };
}

describe('sandbox messaging app: messages to bound accounts', () => {
  it('stores a message for the account and shows it on its phone, newest first', async () => {
    const phone = await boundPhone();
    const first = await send({ unionId: phone.unionId, text: 'ETA moved\nline 2', idempotencyKey: 'k-1' });
    expect(first.status).toBe(201);
    const { messageId } = (await first.json()) as { messageId: string };
    expect(messageId).toMatch(/^msg_/);
    // By open id too, with a link.
    const second = await send({
      openId: phone.openId,
      text: 'ETD <moved>',
      url: 'https://track.example.com/ocean/detail?id=1',
      idempotencyKey: 'k-2',
    });
    expect(second.status).toBe(201);
    expect(provider.messagesOf(phone.unionId).map((m) => m.idempotencyKey)).toEqual(['k-2', 'k-1']);

    const html = await (
      await fetch(`${provider.url}/phone?lang=zh`, { headers: { cookie: phone.cookie } })
    ).text();
    expect(html).toContain('Tracklane（沙箱手机）');
    expect(html).toContain('在 Tracklane 中打开');
    expect(html).toContain('ETD &lt;moved&gt;');
    expect(html.indexOf('ETD &lt;moved&gt;')).toBeLessThan(html.indexOf('ETA moved'));
    // Any account's phone by id, in another language.
    const byId = await (await fetch(`${provider.url}/phone/${phone.openId}?lang=jp`)).text();
    expect(byId).toContain('Tracklane で開く');
    expect(byId.match(/data-testid="phone-message"/g)).toHaveLength(2);
  });

  it('a repeated idempotency key is the same message, shown once', async () => {
    const phone = await boundPhone();
    const body = { unionId: phone.unionId, text: 'once', idempotencyKey: 'delivery-42' };
    const a = await send(body);
    const b = await send(body);
    expect([a.status, b.status]).toEqual([201, 200]);
    expect(((await b.json()) as { messageId: string }).messageId).toBe(
      ((await a.json()) as { messageId: string }).messageId,
    );
    expect(provider.messagesOf(phone.unionId)).toHaveLength(1);
  });

  it('refuses a wrong key, a bad body and an unknown account', async () => {
    expect((await send({ unionId: 'un_x', text: 't', idempotencyKey: 'k' }, 'wrong')).status).toBe(401);
    expect((await send({ text: 't', idempotencyKey: 'k' })).status).toBe(400);
    expect((await send({ unionId: 'un_x', text: '', idempotencyKey: 'k' })).status).toBe(400);
    expect(
      (await send({ unionId: 'un_x', text: 't', url: 'javascript:alert(1)', idempotencyKey: 'k' })).status,
    ).toBe(400);
    const unknown = await send({ unionId: 'un_nobody', text: 't', idempotencyKey: 'k-unknown' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'unknown_user' });
  });

  it('answers 500 while its fault is set, in process or over /_sandbox/fault, and stores nothing', async () => {
    const phone = await boundPhone();
    faults.set('msgapp', { mode: 'error' });
    expect((await send({ unionId: phone.unionId, text: 't', idempotencyKey: 'f-1' })).status).toBe(500);
    faults.clear();
    expect((await send({ unionId: phone.unionId, text: 't', idempotencyKey: 'f-1' })).status).toBe(201);

    expect((await api('/_sandbox/fault', { method: 'PUT', body: '{"mode":"error"}' }, 'wrong')).status).toBe(
      401,
    );
    expect((await api('/_sandbox/fault', { method: 'PUT', body: '{"mode":"error"}' })).status).toBe(204);
    expect((await send({ unionId: phone.unionId, text: 't', idempotencyKey: 'f-2' })).status).toBe(500);
    expect((await api('/_sandbox/fault', { method: 'DELETE' })).status).toBe(204);
    expect((await send({ unionId: phone.unionId, text: 't', idempotencyKey: 'f-2' })).status).toBe(201);
    expect(provider.messagesOf(phone.unionId).map((m) => m.idempotencyKey)).toEqual(['f-2', 'f-1']);
  });

  it('a phone without an account says how to get one', async () => {
    const html = await (await fetch(`${provider.url}/phone`)).text();
    expect(html).toContain('data-testid="phone-no-account"');
  });
});
