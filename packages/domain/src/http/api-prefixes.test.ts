import { describe, expect, it } from 'vitest';
import { isApiPath, isPagePath } from './api-prefixes.js';

describe('API prefixes', () => {
  it('recognises API paths by whole path segments', () => {
    expect(isApiPath('/application/ocean/subscribe')).toBe(true);
    expect(isApiPath('/auth')).toBe(true);
    expect(isApiPath('/authorize')).toBe(false);
    expect(isApiPath('/login')).toBe(false);
  });

  it('lets page routes that share an API prefix fall back to the web app', () => {
    for (const page of [
      '/container',
      '/truck/detail',
      '/rail/detail',
      '/vessel2/detail',
      '/air',
      '/sandbox/mailbox',
    ]) {
      expect(isPagePath(page), page).toBe(true);
    }
    for (const apiOnly of [
      '/application/nope',
      '/auth/user/current',
      '/documentation',
      '/health',
      '/__test/slow',
    ]) {
      expect(isPagePath(apiOnly), apiOnly).toBe(false);
    }
    expect(isPagePath('/user/settings/info')).toBe(true);
  });
});
