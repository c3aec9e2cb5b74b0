import { describe, expect, it } from 'vitest';
import { decideGuard, type GuardContext, visibleSdkPages } from './decide-guard';
import { PROTECTED_PATHS, SDK_PAGES } from './guard-config';

const NOW = Date.UTC(2025, 0, 1);
const jwt = (expSeconds: number) => `h.${btoa(JSON.stringify({ exp: expSeconds })).replace(/=+$/, '')}.s`;
const LIVE = jwt(NOW / 1000 + 3600);
const EXPIRED = jwt(NOW / 1000 - 1);

function ctx(over: Partial<GuardContext> = {}): GuardContext {
  return {
    pathname: '/',
    search: '',
    params: {},
    routeName: 'home',
    storedLanguage: null,
    token: null,
    now: NOW,
    loginType: null,
    visit: { sdk: false, sdkDialog: false },
    systemFunctions: [],
    config: { extraProtectedPaths: [], exemptPaths: [], sdkPages: SDK_PAGES },
    ...over,
  };
}

describe('decideGuard — protected paths', () => {
  it('lists exactly the protected paths of platform.md §4', () => {
    expect([...PROTECTED_PATHS].sort()).toEqual(
      [
        '/container',
        '/ais-vessel',
        '/booking',
        '/schedule/list',
        '/schedule/p2p',
        '/tracking/ocean',
        '/tracking/air',
        '/truck/detail',
        '/user/settings/info',
        '/user/settings/auth',
        '/user/statistic/ocean',
        '/vessel2/detail',
      ].sort(),
    );
  });

  it('remembers path+query as redirect target and records the visit on a protected path', () => {
    const d = decideGuard(
      ctx({
        pathname: '/container',
        search: '?no=ABC&x=1',
        routeName: 'container',
        token: LIVE,
        loginType: 'normal',
      }),
    );
    expect(d.action).toEqual({ type: 'allow' });
    expect(d.remember).toEqual({
      redirectAfterLogin: '/container?no=ABC&x=1',
      entry: { path: '/container', name: 'container', params: {}, query: { no: 'ABC', x: '1' } },
    });
  });

  it('remembers nothing on an unprotected path', () => {
    expect(decideGuard(ctx({ pathname: '/api' })).remember).toBeNull();
  });

  it('protects the enterprise centre, whose paths are ours', () => {
    expect(decideGuard(ctx({ pathname: '/enterprise/members' })).action).toEqual({
      type: 'redirect',
      to: '/login',
    });
    expect(decideGuard(ctx({ pathname: '/enterprise/members' })).remember?.redirectAfterLogin).toBe(
      '/enterprise/members',
    );
    expect(decideGuard(ctx({ pathname: '/join', search: '?token=t' })).action).toEqual({ type: 'allow' });
  });

  it('treats configured extra paths as protected', () => {
    const config = { extraProtectedPaths: ['/dashboard'], exemptPaths: [], sdkPages: SDK_PAGES };
    expect(decideGuard(ctx({ pathname: '/dashboard', config })).action).toEqual({
      type: 'redirect',
      to: '/login',
    });
    expect(decideGuard(ctx({ pathname: '/dashboard' })).action).toEqual({ type: 'allow' });
  });

  it('ignores a trailing slash', () => {
    expect(decideGuard(ctx({ pathname: '/booking/' })).action).toEqual({ type: 'redirect', to: '/login' });
  });
});

describe('decideGuard — language', () => {
  it('takes lang from the query first', () => {
    expect(decideGuard(ctx({ search: '?lang=jp', storedLanguage: 'en' })).language).toBe('jp');
  });
  it('falls back to the stored language, then zh', () => {
    expect(decideGuard(ctx({ storedLanguage: 'en' })).language).toBe('en');
    expect(decideGuard(ctx({ search: '?lang=fr' })).language).toBe('zh');
  });
});

describe('decideGuard — login rules', () => {
  it('logs out a guest on a protected, non-exempt path and keeps the query', () => {
    const d = decideGuard(ctx({ pathname: '/booking', search: '?a=1', token: LIVE, loginType: 'guest' }));
    expect(d.action).toEqual({ type: 'logout-redirect', to: '/login?a=1' });
  });

  it('lets a normal login through a protected path', () => {
    expect(decideGuard(ctx({ pathname: '/booking', token: LIVE, loginType: 'normal' })).action).toEqual({
      type: 'allow',
    });
  });

  it('lets a guest stay when the language makes the visit exempt', () => {
    const d = decideGuard(ctx({ pathname: '/booking', search: '?lang=en', token: LIVE, loginType: 'guest' }));
    expect(d.action).toEqual({ type: 'allow' });
  });

  it('sends a visitor without token on a protected path to /login with the query', () => {
    const d = decideGuard(ctx({ pathname: '/tracking/ocean', search: '?no=X' }));
    expect(d.action).toEqual({ type: 'redirect', to: '/login?no=X' });
  });

  it('treats an expired token as no token', () => {
    const d = decideGuard(ctx({ pathname: '/container', token: EXPIRED, loginType: 'normal' }));
    expect(d.action).toEqual({ type: 'redirect', to: '/login' });
  });

  it('attempts a guest login without token when the language is not zh', () => {
    expect(decideGuard(ctx({ pathname: '/container', storedLanguage: 'en' })).action).toEqual({
      type: 'guest-login',
    });
    expect(decideGuard(ctx({ pathname: '/', search: '?lang=jp' })).action).toEqual({ type: 'guest-login' });
  });

  it('attempts a guest login without token on an exempt path, even in zh', () => {
    const config = { extraProtectedPaths: [], exemptPaths: ['/container'], sdkPages: SDK_PAGES };
    expect(decideGuard(ctx({ pathname: '/container', config })).action).toEqual({ type: 'guest-login' });
  });

  it('lets a zh visitor without token browse unprotected pages', () => {
    expect(decideGuard(ctx({ pathname: '/' })).action).toEqual({ type: 'allow' });
  });
});

describe('decideGuard — SDK mode', () => {
  it('skips login rules with sdk=1 and remembers the mode for the visit', () => {
    const d = decideGuard(ctx({ pathname: '/booking', search: '?sdk=1' }));
    expect(d.action).toEqual({ type: 'allow' });
    expect(d.remember).toBeNull();
    expect(d.visit).toEqual({ sdk: true, sdkDialog: false });
  });

  it('stays in SDK mode on later navigations without the query', () => {
    const d = decideGuard(ctx({ pathname: '/ais-vessel', visit: { sdk: true, sdkDialog: false } }));
    expect(d.action).toEqual({ type: 'allow' });
    expect(d.visit.sdk).toBe(true);
  });

  it('replaces a non-SDK page with the first SDK page, keeping the query', () => {
    const d = decideGuard(ctx({ pathname: '/', search: '?sdk=1&lang=en' }));
    expect(d.action).toEqual({ type: 'sdk-replace', to: '/container?sdk=1&lang=en' });
  });

  it('picks the first SDK page allowed by systemFunctions', () => {
    const fns = [
      { code: 'schedule', name: 'Schedules' },
      { code: 'truck', name: 'Truck' },
    ];
    expect(visibleSdkPages(SDK_PAGES, fns).map((p) => p.path)).toEqual(['/truck', '/schedule/p2p']);
    const d = decideGuard(ctx({ pathname: '/container', search: '?sdk=1', systemFunctions: fns }));
    expect(d.action).toEqual({ type: 'sdk-replace', to: '/truck?sdk=1' });
  });

  it('allows any page in an SDK dialog', () => {
    const d = decideGuard(ctx({ pathname: '/vessel2/detail', search: '?sdk=1&dialog=1' }));
    expect(d.action).toEqual({ type: 'allow' });
    expect(d.visit).toEqual({ sdk: true, sdkDialog: true });
  });
});

describe("decideGuard — a share link's public page", () => {
  it('lets a signed-out visitor through in every language, and my share links need a sign-in', () => {
    for (const search of ['', '?lang=en', '?lang=jp']) {
      const d = decideGuard(ctx({ pathname: '/s/AbC_123', search, routeName: 'shared-link' }));
      expect(['allow', 'guest-login']).toContain(d.action.type);
      expect(d.remember).toBeNull();
    }
    expect(decideGuard(ctx({ pathname: '/user/settings/shares' })).action).toMatchObject({
      type: 'redirect',
    });
  });
});
