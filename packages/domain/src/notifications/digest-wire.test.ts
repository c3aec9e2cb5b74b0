import { describe, expect, it } from 'vitest';
import { digestDayField, ZDigestScheduleInput } from './digest-wire.js';

const valid = {
  enabled: true,
  cycle: 'weekly',
  weekday: 1,
  time: '08:30',
  timeZone: 'Asia/Shanghai',
  emails: 'a@x.com，b@x.com',
};

describe('ZDigestScheduleInput (platform.md §5: a cycle, a weekday or day, and a time)', () => {
  it('accepts a complete schedule', () => {
    expect(ZDigestScheduleInput.parse(valid)).toMatchObject({ cycle: 'weekly', weekday: 1, time: '08:30' });
  });
  it('names a missing time (the server names a missing cycle and day: see save-digest-schedule)', () => {
    const { time: _t, ...rest } = valid;
    const result = ZDigestScheduleInput.safeParse(rest);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['time']);
    expect(ZDigestScheduleInput.safeParse({ ...valid, cycle: 'hourly' }).success).toBe(false);
  });
  it('refuses a malformed time, an unknown zone, a weekday or month day out of range', () => {
    for (const bad of [
      { time: '24:00' },
      { time: '8:30' },
      { timeZone: 'Mars/Olympus' },
      { weekday: 0 },
      { weekday: 8 },
      { monthDay: 32 },
    ]) {
      expect(ZDigestScheduleInput.safeParse({ ...valid, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });
  it('says which day field each cycle needs (the server requires it)', () => {
    expect(digestDayField('daily')).toBeNull();
    expect(digestDayField('weekly')).toBe('weekday');
    expect(digestDayField('monthly')).toBe('monthDay');
  });
});
