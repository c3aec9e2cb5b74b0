import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxQrProvider, startSandboxQrProvider } from './qr-provider.js';

let provider: SandboxQrProvider;
beforeAll(async () => {
  provider = await startSandboxQrProvider({ apiKey: 'test-key' });
});
afterAll(() => provider?.close());

const api = (path: string, init: RequestInit = {}, key = 'test-key') =>
  fetch(`${provider.url}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-api-key': key, ...init.headers },
  });
interface Created {
  ticket: string;
  url: string;
  expiresIn: number;
}
interface Status {
  status: string;
  user: { unionId: string; nickname: string };
}
const create = async () =>
  (await (
    await api('/v1/qrcodes', { method: 'POST', body: JSON.stringify({ scene: 's1', expiresIn: 60 }) })
  ).json()) as Created;
const status = async (ticket: string) => (await (await api(`/v1/qrcodes/${ticket}`)).json()) as Status;

describe('sandbox messaging-app QR provider', () => {
  it('refuses a wrong key and a bad body', async () => {
    expect((await api('/v1/qrcodes', { method: 'POST', body: '{}' }, 'wrong')).status).toBe(401);
    expect((await api('/v1/qrcodes', { method: 'POST', body: '{}' })).status).toBe(400);
    expect((await api('/v1/qrcodes/tk_unknown')).status).toBe(404);
  });

  it('walks a ticket through scanned and confirmed; the phone cookie is the account', async () => {
    const { ticket, url, expiresIn } = await create();
    expect(url).toBe(`${provider.url}/scan/${ticket}`);
    expect(expiresIn).toBe(60);
    expect(await status(ticket)).toEqual({ status: 'waiting' });

    const page = await fetch(`${url}?lang=zh`);
    expect(await page.text()).toContain('确认登录');
    const cookie = page.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(await status(ticket)).toEqual({ status: 'scanned' });

    const form = { cookie, 'content-type': 'application/x-www-form-urlencoded' };
    await fetch(`${url}/confirm`, { method: 'POST', headers: form, body: 'nickname=Lin' });
    const done = await status(ticket);
    expect(done).toMatchObject({ status: 'confirmed', user: { nickname: 'Lin' } });
    expect(cookie).toContain(done.user.unionId);

    // The same phone confirms a second code as the same account; a used ticket shows its result.
    const next = await create();
    await fetch(next.url, { headers: { cookie } });
    await fetch(`${next.url}/confirm`, { method: 'POST', headers: form, body: '' });
    expect((await status(next.ticket)).user.unionId).toBe(done.user.unionId);
    expect((await fetch(url)).status).toBe(410);
  });

  it('records a cancel', async () => {
    const { ticket, url } = await create();
    await fetch(url);
    await fetch(`${url}/cancel`, { method: 'POST' });
    expect(await status(ticket)).toEqual({ status: 'cancelled' });
  });
});
