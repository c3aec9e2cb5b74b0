import { describe, expect, it } from 'vitest';
import { afterLoginTarget } from './after-login';

describe('afterLoginTarget', () => {
  it('returns the remembered page with its query', () => {
    expect(afterLoginTarget('/container?billNumber=X')).toBe('/container?billNumber=X');
  });

  it('falls back to my shipments without a target, for other sites and for the login pages', () => {
    expect(afterLoginTarget(null)).toBe('/tracking/ocean');
    expect(afterLoginTarget('')).toBe('/tracking/ocean');
    expect(afterLoginTarget('https://evil.test/')).toBe('/tracking/ocean');
    expect(afterLoginTarget('//evil.test/')).toBe('/tracking/ocean');
    expect(afterLoginTarget('/login?view=register')).toBe('/tracking/ocean');
    expect(afterLoginTarget('/login2')).toBe('/tracking/ocean');
  });
});
