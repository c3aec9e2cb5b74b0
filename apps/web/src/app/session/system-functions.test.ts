import type { Envelope } from '@tracklane/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestFn } from '../request/client';
import { createSessionStore } from './session-store';
import { SYSTEM_FUNCTIONS_URL, syncSystemFunctions } from './system-functions';

const ok = <T>(data: T): Envelope<T> => ({ statusCode: 20000, message: 'success', data });
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('system functions follow the tokens', () => {
  beforeEach(() => localStorage.clear());

  it('loads silently when a token appears and reloads on every token change', async () => {
    const store = createSessionStore();
    let n = 0;
    const request = vi.fn(async () => ok([{ code: `f${++n}`, name: 'F' }]));
    const stop = syncSystemFunctions(store, request as unknown as RequestFn);
    await flush();
    expect(request).not.toHaveBeenCalled();
    store.getState().setLogin({ accessToken: 'w1', loginType: 'normal' });
    await flush();
    expect(request).toHaveBeenCalledWith({ url: SYSTEM_FUNCTIONS_URL, silent: true, loading: false });
    expect(store.getState().systemFunctions).toEqual([{ code: 'f1', name: 'F' }]);
    store.getState().setReadToken('r1');
    await flush();
    expect(store.getState().systemFunctions).toEqual([{ code: 'f2', name: 'F' }]);
    store.getState().setTruckAgreement(true);
    await flush();
    expect(request).toHaveBeenCalledTimes(2);
    stop();
  });

  it('empties the list on sign-out and when the call fails', async () => {
    const store = createSessionStore();
    store.getState().setLogin({ accessToken: 'w1', loginType: 'normal' });
    store.getState().setSystemFunctions([{ code: 'old', name: 'Old' }]);
    const request = vi.fn(async () => {
      throw new Error('down');
    });
    const stop = syncSystemFunctions(store, request as unknown as RequestFn);
    await flush();
    expect(store.getState().systemFunctions).toEqual([]);
    store.getState().setSystemFunctions([{ code: 'x', name: 'X' }]);
    store.getState().clearUser();
    await flush();
    expect(store.getState().systemFunctions).toEqual([]);
    stop();
  });
});
