import { LOCALE_NOT_VALID } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import { exposeExternalApi } from './external-api';
import { request } from './request';

describe('window.tracklane', () => {
  it('exposes setLocale, getLocale, request and version', () => {
    document.head.innerHTML = '<meta name="version" content="9.9.9+20250101000000">';
    const api = exposeExternalApi();
    expect(window.tracklane).toBe(api);
    expect(api.request).toBe(request);
    expect(api.version).toBe('9.9.9+20250101000000');
    expect(api.setLocale('en')).toBe('en');
    expect(api.getLocale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(() => api.setLocale('de')).toThrow(LOCALE_NOT_VALID);
    expect(api.getLocale()).toBe('en');
  });
});
