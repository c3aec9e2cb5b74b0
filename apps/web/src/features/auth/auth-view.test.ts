import { describe, expect, it } from 'vitest';
import { authViewOf, loginTabOf, withView } from './auth-view';

const q = (s: string) => new URLSearchParams(s);

describe('login views', () => {
  it('reads the view and tab from the query, defaulting to password sign-in', () => {
    expect(authViewOf(q(''))).toBe('signin');
    expect(authViewOf(q('view=register'))).toBe('register');
    expect(authViewOf(q('view=forgot'))).toBe('forgot');
    expect(authViewOf(q('view=nope'))).toBe('signin');
    expect(loginTabOf(q('tab=code'))).toBe('code');
    expect(loginTabOf(q('tab=enterprise'))).toBe('enterprise');
    expect(loginTabOf(q('tab=qr'))).toBe('qr');
    expect(loginTabOf(q('tab=nope'))).toBe('password');
  });

  it('switches views keeping the other parameters', () => {
    expect(withView(q('billNumber=X&tab=code'), 'register').toString()).toBe('billNumber=X&view=register');
    expect(withView(q('view=forgot&lang=en'), 'signin').toString()).toBe('lang=en');
    expect(withView(q(''), 'signin', 'enterprise').toString()).toBe('tab=enterprise');
    expect(withView(q('tab=code'), 'signin', 'password').toString()).toBe('');
  });
});
