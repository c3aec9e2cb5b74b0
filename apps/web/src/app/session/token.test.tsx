import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from './session-store';
import { decodeJwtExp, isTokenValid } from './token';
import { useAccessTokenValid } from './use-access-token-valid';

const jwt = (payload: object) =>
  `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-')}.sig`;

describe('token expiry', () => {
  it('decodes exp without verifying the signature', () => {
    expect(decodeJwtExp(jwt({ exp: 1700000000, sub: 'u' }))).toBe(1700000000);
    expect(decodeJwtExp('not-a-jwt')).toBeNull();
    expect(decodeJwtExp('a.%%%.c')).toBeNull();
  });

  it('is valid only before exp', () => {
    const token = jwt({ exp: 1000 });
    expect(isTokenValid(token, 999_999)).toBe(true);
    expect(isTokenValid(token, 1_000_000)).toBe(false);
  });

  it('has no token → invalid; no readable exp → valid (the server judges)', () => {
    expect(isTokenValid(null, 0)).toBe(false);
    expect(isTokenValid('', 0)).toBe(false);
    expect(isTokenValid('opaque-token', 0)).toBe(true);
  });
});

describe('useAccessTokenValid', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => vi.useRealTimers());

  it('flips to invalid within a second of expiry', () => {
    const store = createSessionStore();
    store.getState().setLogin({ accessToken: jwt({ exp: 10 }), loginType: 'normal' });
    const { result } = renderHook(() => useAccessTokenValid(store));
    expect(result.current).toBe(true);
    act(() => void vi.advanceTimersByTime(9_000));
    expect(result.current).toBe(true);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(false);
  });

  it('follows a new token at once', () => {
    const store = createSessionStore();
    const { result } = renderHook(() => useAccessTokenValid(store));
    expect(result.current).toBe(false);
    act(() => store.getState().setLogin({ accessToken: jwt({ exp: 3600 }), loginType: 'guest' }));
    expect(result.current).toBe(true);
  });
});
