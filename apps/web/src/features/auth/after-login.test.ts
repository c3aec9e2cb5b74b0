import { describe, expect, it } from 'vitest';
import { afterLoginTarget } from './after-login';

describe('afterLoginTarget', () => {
  it('returns the remembered page with its query', () => {
    expect(afterLoginTarget('/container?billNumber=X')).toBe('/container?billNumber=X');
  });

  it('falls back to home without a target, for other sites and for the login pages', () => {
    expect(afterLoginTarget(null)).toBe('/');
    expect(afterLoginTarget('')).toBe('/');
    expect(afterLoginTarget('https://evil.test/')).toBe('/');
    expect(afterLoginTarget('//evil.test/')).toBe('/');
    expect(afterLoginTarget('/login?view=register')).toBe('/');
    expect(afterLoginTarget('/login2')).toBe('/');
  });
});
