import { describe, expect, it } from 'vitest';
import { formatDelta } from './delta';

const units = { day: 'd', hour: 'h' };

describe('formatDelta', () => {
  it('writes later changes with a plus, days then hours', () => {
    expect(formatDelta(30, units)).toBe('+1 d 6 h');
    expect(formatDelta(48, units)).toBe('+2 d');
    expect(formatDelta(5, units)).toBe('+5 h');
  });
  it('writes earlier changes with the typographic minus', () => {
    expect(formatDelta(-3, units)).toBe('−3 h');
    expect(formatDelta(-26.4, units)).toBe('−1 d 2 h');
  });
  it('rounds to the hour, and no change is 0 h', () => {
    expect(formatDelta(0.2, units)).toBe('0 h');
    expect(formatDelta(23.6, units)).toBe('+1 d');
  });
  it('takes the reader language units', () => {
    expect(formatDelta(30, { day: '天', hour: '小时' })).toBe('+1 天 6 小时');
  });
});
