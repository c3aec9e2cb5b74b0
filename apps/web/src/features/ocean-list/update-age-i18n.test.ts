import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/locale/i18n';
import { updateAge, updateAgeText } from '../../shared/time/update-age';

describe('update age in every language', () => {
  const NOW = Date.parse('2026-11-21T12:00:00Z');
  const age = updateAge(new Date(NOW - 12 * 60_000).toISOString(), NOW);
  it.each([
    ['en', '12 min ago'],
    ['zh', '12 分钟前'],
    ['jp', '12 分前'],
  ])('%s', (lang, text) => {
    const [key, values] = updateAgeText(age);
    expect(i18n.getFixedT(lang, 'oceanList')(key, values)).toBe(text);
  });

  it('shows "10,000+" when the count is capped', () => {
    expect(i18n.getFixedT('en', 'oceanList')('count', { count: 10_000, shown: '10,000+' })).toBe(
      '10,000+ shipments',
    );
    expect(i18n.getFixedT('en', 'oceanList')('count', { count: 1, shown: '1' })).toBe('1 shipment');
    expect(i18n.getFixedT('zh', 'oceanList')('count', { count: 3, shown: '3' })).toBe('共 3 票');
  });
});
