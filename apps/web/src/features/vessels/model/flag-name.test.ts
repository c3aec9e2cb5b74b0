import { describe, expect, it } from 'vitest';
import { flagName } from './flag-name';

/** Issue 20: flags by short names in the page's language, never the ITU's official long name. */
describe('flagName', () => {
  it('names a flag shortly in Chinese, English and Japanese', () => {
    expect([flagName('TW', 'zh'), flagName('TW', 'en'), flagName('TW', 'jp')]).toEqual([
      '台湾',
      'Taiwan',
      '台湾',
    ]);
    expect([flagName('HK', 'zh'), flagName('HK', 'en'), flagName('HK', 'jp')]).toEqual([
      '香港',
      'Hong Kong',
      '香港',
    ]);
    expect([flagName('PA', 'zh'), flagName('PA', 'en'), flagName('PA', 'jp')]).toEqual([
      '巴拿马',
      'Panama',
      'パナマ',
    ]);
    expect([flagName('DE', 'zh'), flagName('DE', 'en'), flagName('DE', 'jp')]).toEqual([
      '德国',
      'Germany',
      'ドイツ',
    ]);
  });

  it('never gives an official long form', () => {
    for (const code of ['CN', 'TW', 'HK', 'MO', 'KR', 'GB', 'LR', 'MH', 'SG', 'IR'])
      for (const language of ['zh', 'en', 'jp'] as const) {
        const name = flagName(code, language) ?? '';
        expect(name).not.toMatch(/\(|Republic|Province|Special Administrative|特别行政区|特別行政区| - /);
        expect(name.length).toBeGreaterThan(0);
      }
  });

  it('is null without a code and the code when no name is known', () => {
    expect(flagName(null, 'en')).toBeNull();
    expect(flagName('', 'zh')).toBeNull();
    expect(flagName('AA', 'en')).toBe('AA');
  });
});
