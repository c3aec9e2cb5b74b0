import { describe, expect, it } from 'vitest';
import { updateAge, updateAgeKey, updateAgeText } from './update-age';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;

describe('updateAge', () => {
  it('says "never" without a time or with a broken one', () => {
    expect(updateAge(null, NOW)).toEqual({ unit: 'never' });
    expect(updateAge('not a date', NOW)).toEqual({ unit: 'never' });
  });

  it('says "just now" under a minute and for a clock slightly ahead of ours', () => {
    expect(updateAge(ago(59_000), NOW)).toEqual({ unit: 'justNow' });
    expect(updateAge(ago(-30_000), NOW)).toEqual({ unit: 'justNow' });
  });

  it('counts whole minutes, then hours, then days, always rounding down', () => {
    expect(updateAge(ago(MIN), NOW)).toEqual({ unit: 'minutes', count: 1 });
    expect(updateAge(ago(12 * MIN + 59_000), NOW)).toEqual({ unit: 'minutes', count: 12 });
    expect(updateAge(ago(59 * MIN + 59_000), NOW)).toEqual({ unit: 'minutes', count: 59 });
    expect(updateAge(ago(60 * MIN), NOW)).toEqual({ unit: 'hours', count: 1 });
    expect(updateAge(ago(23 * 60 * MIN + 59 * MIN), NOW)).toEqual({ unit: 'hours', count: 23 });
    expect(updateAge(ago(24 * 60 * MIN), NOW)).toEqual({ unit: 'days', count: 1 });
    expect(updateAge(ago(40 * 24 * 60 * MIN), NOW)).toEqual({ unit: 'days', count: 40 });
  });

  it('gives the i18n key and values', () => {
    expect(updateAgeText({ unit: 'minutes', count: 12 })).toEqual(['age.minutes', { n: 12 }]);
    expect(updateAgeText({ unit: 'justNow' })).toEqual(['age.justNow', {}]);
  });
});

// The list's column and the detail drawer's header both read this one function (issue 17: before,
// the drawer had its own that said "0 min ago" where the list said "just now").
describe('updateAge as the drawer reads it', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it('reads minutes under an hour, hours under a day, days beyond', () => {
    expect(updateAge('2026-11-21T11:35:30Z', now)).toEqual({ unit: 'minutes', count: 24 });
    expect(updateAge('2026-11-21T09:00:00Z', now)).toEqual({ unit: 'hours', count: 3 });
    expect(updateAge('2026-11-18T11:00:00Z', now)).toEqual({ unit: 'days', count: 3 });
  });
  it('is "just now" when the server clock is ahead, "never" without a readable time', () => {
    expect(updateAge('2026-11-21T12:01:00Z', now)).toEqual({ unit: 'justNow' });
    expect(updateAge(undefined, now)).toEqual({ unit: 'never' });
    expect(updateAge('not a date', now)).toEqual({ unit: 'never' });
  });
  it('gives one token per age for the views to carry', () => {
    expect(updateAgeKey({ unit: 'minutes', count: 24 })).toBe('minutes:24');
    expect(updateAgeKey({ unit: 'justNow' })).toBe('justNow');
    expect(updateAgeKey({ unit: 'never' })).toBe('never');
  });
});
