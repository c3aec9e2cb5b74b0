import { describe, expect, it } from 'vitest';
import { buildTimestamp, computeVersion, pageVersion } from './version-string';

describe('build version string', () => {
  const when = new Date(Date.UTC(2025, 2, 4, 5, 6, 7));

  it('formats the UTC build time as YYYYMMDDHHmmss', () => {
    expect(buildTimestamp(when)).toBe('20250304050607');
  });

  it('uses APP_VERSION when set', () => {
    expect(computeVersion('2.0.0-rc1', '0.1.0', when)).toBe('2.0.0-rc1');
  });

  it('otherwise joins the package version and build time', () => {
    expect(computeVersion(undefined, '0.1.0', when)).toBe('0.1.0+20250304050607');
    expect(computeVersion('  ', '0.1.0', when)).toBe('0.1.0+20250304050607');
  });

  it('reads the page version from the meta tag', () => {
    document.head.innerHTML = '<meta name="version" content="0.1.0+1">';
    expect(pageVersion()).toBe('0.1.0+1');
    document.head.innerHTML = '';
    expect(pageVersion()).toBeNull();
  });
});
