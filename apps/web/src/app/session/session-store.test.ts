import { beforeEach, describe, expect, it } from 'vitest';
import {
  createSessionStore,
  initialSession,
  NAVIGATION_HISTORY_LIMIT,
  SESSION_STORAGE_KEY,
} from './session-store';

const stored = () =>
  JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { state: Record<string, unknown> };

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('persists under localStorage key DATA with the fields of views.md §3 / platform.md §3', () => {
    const store = createSessionStore();
    store.getState().setLanguage('en');
    expect(SESSION_STORAGE_KEY).toBe('DATA');
    const { state } = stored();
    expect(Object.keys(state).sort()).toEqual(
      [
        'accessToken2',
        'readToken',
        'writeToken',
        'language',
        'truckAgreement',
        'uuidOfUser',
        'systemFunctions',
        'loginType',
        'userInfo',
        'navigationHistory',
        'redirectAfterLogin',
        'selectedVessels',
        'selectedHistoryRoutes',
        'readedAds',
        'exports',
        'history',
        'historySchedules',
        'free',
        'upgradeCount',
      ].sort(),
    );
    expect(state.language).toBe('en');
  });

  it('defaults the language to zh', () => {
    expect(createSessionStore().getState().language).toBe('zh');
    expect(initialSession.language).toBe('zh');
  });

  it('keeps the SDK flags out of localStorage (they last one visit)', () => {
    const store = createSessionStore();
    store.getState().setVisit({ sdk: true, sdkDialog: true });
    expect(stored().state).not.toHaveProperty('sdk');
    expect(createSessionStore().getState().sdk).toBe(false);
  });

  it('rehydrates a new store from localStorage', () => {
    createSessionStore().getState().setLogin({ accessToken: 'T', loginType: 'normal' });
    const again = createSessionStore().getState();
    expect(again.accessToken2).toBe('T');
    expect(again.writeToken).toBe('T');
    expect(again.loginType).toBe('normal');
  });

  it('clearUser drops tokens and user data but keeps language and redirect target', () => {
    const store = createSessionStore();
    const s = store.getState();
    s.setLanguage('jp');
    s.setLogin({ accessToken: 'T', loginType: 'guest' });
    s.setReadToken('R');
    s.setUuidOfUser('u-1');
    s.setSystemFunctions([{ code: 'truck', name: 'Truck' }]);
    s.setRedirectAfterLogin('/booking?a=1');
    s.clearUser();
    const after = store.getState();
    expect(after).toMatchObject({
      accessToken2: null,
      writeToken: null,
      readToken: null,
      loginType: null,
      uuidOfUser: null,
      systemFunctions: [],
      language: 'jp',
      redirectAfterLogin: '/booking?a=1',
    });
  });

  it('increases the upgrade count; clearing resets it and empties exports', () => {
    const store = createSessionStore();
    store.setState({ exports: [{ id: 1 }, { id: 2 }] });
    store.getState().increaseUpgradeCount();
    store.getState().increaseUpgradeCount();
    expect(store.getState().upgradeCount).toBe(2);
    expect(store.getState().exports).toHaveLength(2);
    store.getState().clearUpgrade();
    expect(store.getState().upgradeCount).toBe(0);
    expect(store.getState().exports).toEqual([]);
    expect(stored().state.upgradeCount).toBe(0);
  });

  it('records visits, collapsing a repeat of the last page and keeping the latest entries', () => {
    const store = createSessionStore();
    const visit = (path: string) => store.getState().recordVisit({ path, name: path, params: {}, query: {} });
    visit('/container');
    visit('/container');
    visit('/booking');
    expect(store.getState().navigationHistory.map((e) => e.path)).toEqual(['/container', '/booking']);
    for (let i = 0; i < NAVIGATION_HISTORY_LIMIT + 5; i++) visit(`/p${i}`);
    expect(store.getState().navigationHistory).toHaveLength(NAVIGATION_HISTORY_LIMIT);
    expect(store.getState().navigationHistory.at(-1)?.path).toBe(`/p${NAVIGATION_HISTORY_LIMIT + 4}`);
  });
});
