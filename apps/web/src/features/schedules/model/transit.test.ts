import { describe, expect, it } from 'vitest';
import { formatShiftHours, formatTransitDays, formatTransitRange } from './transit';

describe('transit days and shifts in zh, en and jp', () => {
  it('words whole and tenth days', () => {
    expect(formatTransitDays(29, 'en')).toBe('29 days');
    expect(formatTransitDays(1, 'en')).toBe('1 day');
    expect(formatTransitDays(29, 'zh')).toBe('29天');
    expect(formatTransitDays(29, 'jp')).toBe('29日');
    expect(formatTransitDays(8.58, 'en')).toBe('8.6 days');
    expect(formatTransitDays(0.04, 'zh')).toBe('0.1天');
  });

  it('gives a range only when the sailings differ', () => {
    expect(formatTransitRange(33, 36, 'en')).toBe('33–36 days');
    expect(formatTransitRange(37, 37, 'jp')).toBe('37日');
  });

  it('shows shifts from plan in hours, or days from a day on', () => {
    expect(formatShiftHours(10.2, 'en')).toBe('+10 h');
    expect(formatShiftHours(-3, 'zh')).toBe('−3小时');
    expect(formatShiftHours(36, 'jp')).toBe('+1.5日');
    expect(formatShiftHours(0, 'en')).toBe('±0 h');
    expect(formatShiftHours(-0.1, 'zh')).toBe('±0小时');
  });
});
