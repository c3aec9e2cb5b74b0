import { describe, expect, it } from 'vitest';
import { formatTime } from '../../../shared/time/zoned-time';
import { dayAt, timeAt, utcDay, weekdayAt } from './format-time';

describe('sailing times on the port’s clock', () => {
  const iso = '2026-11-25T17:30:00.000Z';

  it('shows the local day and weekday in each language', () => {
    // 01:30 on the 26th in Shanghai, still the 25th in Rotterdam.
    expect(dayAt(iso, 'Asia/Shanghai', 'en')).toBe('2026-11-26 Thu');
    expect(dayAt(iso, 'Europe/Amsterdam', 'en')).toBe('2026-11-25 Wed');
    expect(weekdayAt(iso, 'Asia/Shanghai', 'zh')).toBe('周四');
    expect(weekdayAt(iso, 'Asia/Shanghai', 'jp')).toBe('木');
    expect(dayAt(null, 'UTC', 'en')).toBe('—');
  });

  it('gives times to the minute and the UTC day of a departure', () => {
    expect(timeAt(iso, 'Asia/Shanghai')).toBe('2026-11-26 01:30');
    expect(timeAt(iso, 'Not/AZone')).toBe('2026-11-25 17:30');
    expect(utcDay(iso)).toBe('2026-11-25');
    const port = { display: 'port', ownZone: null } as const;
    expect(formatTime(iso, 'Asia/Shanghai', port)).toMatchObject({ text: '2026-11-26 01:30', zone: 'GMT+8' });
    expect(formatTime('not a time', 'UTC', port)).toBeNull();
  });
});
