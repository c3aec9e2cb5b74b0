import { describe, expect, it } from 'vitest';
import { authorizeGrantOf, authorizeTarget } from './authorize';

const q = (s: string) => new URLSearchParams(s);

describe('/authorize parameters', () => {
  it('reads a query key, else a union id', () => {
    expect(authorizeGrantOf(q('clientId=TL1&key=abc'))).toEqual({ kind: 'key', clientId: 'TL1', key: 'abc' });
    expect(authorizeGrantOf(q('unionId=u1'))).toEqual({ kind: 'union', unionId: 'u1' });
    expect(authorizeGrantOf(q('clientId=TL1'))).toEqual({ kind: 'missing' });
    expect(authorizeGrantOf(q(''))).toEqual({ kind: 'missing' });
  });

  it('only redirects inside the app', () => {
    expect(authorizeTarget(q('redirect=/api?x=1'))).toBe('/api?x=1');
    expect(authorizeTarget(q('redirect=https://evil.example'))).toBe('/tracking/ocean');
    expect(authorizeTarget(q('redirect=//evil.example'))).toBe('/tracking/ocean');
    expect(authorizeTarget(q(''))).toBe('/tracking/ocean');
  });
});
