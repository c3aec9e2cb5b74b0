import type { Envelope } from '@tracklane/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestFn } from '../request/client';
import type { RequestOptions } from '../request/request-types';
import { createSessionStore } from '../session/session-store';
import { SDK_PAGES } from './guard-config';
import { GUEST_SECRET, GUEST_TOKEN_URL, GUEST_UUID_URL } from './guest-login';
import { createGuardLoader } from './run-guard';

const config = { extraProtectedPaths: [], exemptPaths: [], sdkPages: SDK_PAGES };
const envelope = <T>(data: T): Envelope<T> => ({ statusCode: 20000, message: 'success', data });

function setup(request: (opts: RequestOptions) => Promise<Envelope<unknown>>) {
  const store = createSessionStore();
  const req = vi.fn(request);
  const setLocale = vi.fn((l: 'zh' | 'en' | 'jp') => store.getState().setLanguage(l));
  const loader = createGuardLoader({ store, request: req as unknown as RequestFn, config, setLocale });
  const run = (path: string) =>
    loader({ request: new Request(`http://app.test${path}`), params: {}, context: {} } as never);
  return { store, req, setLocale, run };
}

describe('guard loader', () => {
  beforeEach(() => localStorage.clear());

  it('redirects to /login keeping the query and remembers the target', async () => {
    const { store, run } = setup(async () => envelope(null));
    const res = await run('/booking?x=1');
    expect(res).toBeInstanceOf(Response);
    expect((res as Response).headers.get('Location')).toBe('/login?x=1');
    expect(store.getState().redirectAfterLogin).toBe('/booking?x=1');
    expect(store.getState().navigationHistory.at(-1)).toMatchObject({ path: '/booking', name: 'booking' });
  });

  it('clears the user store before sending a guest to /login', async () => {
    const { store, run } = setup(async () => envelope(null));
    store.getState().setLogin({ accessToken: 'opaque', loginType: 'guest' });
    store.getState().setUuidOfUser('g-1');
    const res = (await run('/container')) as Response;
    expect(res.headers.get('Location')).toBe('/login');
    expect(store.getState()).toMatchObject({
      accessToken2: null,
      writeToken: null,
      uuidOfUser: null,
      loginType: null,
    });
  });

  it('signs in as guest (token, then uuid) with the built-in secret, silently', async () => {
    const { store, req, run } = setup(async (opts) =>
      opts.url === GUEST_TOKEN_URL ? envelope({ accessToken: 'GUEST', expiresIn: 3600 }) : envelope('uuid-7'),
    );
    expect(await run('/?lang=en')).toBeNull();
    expect(req.mock.calls.map((c) => c[0])).toEqual([
      { url: GUEST_TOKEN_URL, params: { type: 'guest', secret: GUEST_SECRET }, silent: true },
      { url: GUEST_UUID_URL, silent: true },
    ]);
    expect(store.getState()).toMatchObject({
      accessToken2: 'GUEST',
      writeToken: 'GUEST',
      loginType: 'guest',
      uuidOfUser: 'uuid-7',
    });
  });

  it("only logs 'Guest login failed' and lets the visit proceed", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('boom');
    const { store, run } = setup(async () => {
      throw failure;
    });
    expect(await run('/api?lang=jp')).toBeNull();
    expect(error).toHaveBeenCalledWith('Guest login failed', failure);
    expect(store.getState().accessToken2).toBeNull();
    error.mockRestore();
  });

  it('applies and persists the language of the query', async () => {
    const { store, setLocale, run } = setup(async () => envelope(null));
    store.getState().setLogin({ accessToken: 'opaque', loginType: 'normal' });
    await run('/?lang=jp');
    expect(setLocale).toHaveBeenCalledWith('jp');
    expect(store.getState().language).toBe('jp');
  });

  it('replaces the route in SDK mode and remembers the mode', async () => {
    const { store, run } = setup(async () => envelope(null));
    const res = (await run('/?sdk=1')) as Response;
    expect(res.headers.get('Location')).toBe('/container?sdk=1');
    expect(res.headers.get('X-Remix-Replace')).toBe('true');
    expect(store.getState().sdk).toBe(true);
  });
});
