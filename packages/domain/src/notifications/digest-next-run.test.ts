import { describe, expect, it } from 'vitest';
import { type DigestTiming, nextDigestRun } from './digest-next-run.js';

const daily = (time: string, timeZone: string): DigestTiming => ({
  cycle: 'daily',
  weekday: null,
  monthDay: null,
  time,
  timeZone,
});
const next = (timing: DigestTiming, after: string) => nextDigestRun(timing, new Date(after))?.toISOString();

describe('nextDigestRun: the time on the schedule’s zone’s clock', () => {
  it('keeps the wall-clock time across a change of offset (Berlin, spring forward)', () => {
    // 08:00 CET is 07:00Z; the day after the change 08:00 CEST is 06:00Z.
    expect(next(daily('08:00', 'Europe/Berlin'), '2026-03-28T06:00:00Z')).toBe('2026-03-28T07:00:00.000Z');
    expect(next(daily('08:00', 'Europe/Berlin'), '2026-03-28T07:00:00Z')).toBe('2026-03-29T06:00:00.000Z');
  });

  it('runs a time the clock skips at the first instant after it (Berlin and New York)', () => {
    // 29 March 2026: Berlin's clock goes 02:00 CET → 03:00 CEST at 01:00Z; 02:30 does not exist.
    expect(next(daily('02:30', 'Europe/Berlin'), '2026-03-28T12:00:00Z')).toBe('2026-03-29T01:00:00.000Z');
    expect(next(daily('02:30', 'Europe/Berlin'), '2026-03-29T01:00:00Z')).toBe('2026-03-30T00:30:00.000Z');
    // 8 March 2026: New York's clock goes 02:00 EST → 03:00 EDT at 07:00Z.
    expect(next(daily('02:30', 'America/New_York'), '2026-03-07T12:00:00Z')).toBe('2026-03-08T07:00:00.000Z');
    expect(next(daily('02:30', 'America/New_York'), '2026-03-08T07:00:00Z')).toBe('2026-03-09T06:30:00.000Z');
  });

  it('runs a time the clock shows twice once, at its first occurrence (fall back)', () => {
    // 25 October 2026: Berlin shows 02:30 at 00:30Z (CEST) and again at 01:30Z (CET).
    const berlin = daily('02:30', 'Europe/Berlin');
    expect(next(berlin, '2026-10-24T12:00:00Z')).toBe('2026-10-25T00:30:00.000Z');
    expect(next(berlin, '2026-10-25T00:30:00Z')).toBe('2026-10-26T01:30:00.000Z');
    // 1 November 2026: New York shows 01:30 at 05:30Z (EDT) and at 06:30Z (EST).
    const newYork = daily('01:30', 'America/New_York');
    expect(next(newYork, '2026-10-31T12:00:00Z')).toBe('2026-11-01T05:30:00.000Z');
    expect(next(newYork, '2026-11-01T05:30:00Z')).toBe('2026-11-02T06:30:00.000Z');
  });

  it('follows a change of the schedule’s zone: the same 08:00 on the new clock', () => {
    const after = '2026-11-27T06:00:00Z';
    expect(next(daily('08:00', 'Europe/Berlin'), after)).toBe('2026-11-27T07:00:00.000Z');
    expect(next(daily('08:00', 'America/New_York'), after)).toBe('2026-11-27T13:00:00.000Z');
    // Sent at 08:00 Berlin, then moved to Shanghai: 08:00 there has passed today, so tomorrow.
    expect(next(daily('08:00', 'Asia/Shanghai'), '2026-11-27T07:00:00Z')).toBe('2026-11-28T00:00:00.000Z');
  });

  it('sends weekly on the ISO weekday, a week on when today’s time has passed', () => {
    const monday = { ...daily('09:00', 'Asia/Shanghai'), cycle: 'weekly' as const, weekday: 1 };
    // Friday 27 November 2026 → Monday 30 November, 09:00 +08.
    expect(next(monday, '2026-11-27T06:00:00Z')).toBe('2026-11-30T01:00:00.000Z');
    expect(next(monday, '2026-11-30T01:00:00Z')).toBe('2026-12-07T01:00:00.000Z');
    const sunday = { ...monday, weekday: 7 };
    expect(next(sunday, '2026-11-27T06:00:00Z')).toBe('2026-11-29T01:00:00.000Z');
  });

  it('sends monthly on the day, on the last day of a shorter month', () => {
    const on31 = { ...daily('18:00', 'UTC'), cycle: 'monthly' as const, monthDay: 31 };
    expect(next(on31, '2026-02-01T00:00:00Z')).toBe('2026-02-28T18:00:00.000Z');
    expect(next(on31, '2028-02-01T00:00:00Z')).toBe('2028-02-29T18:00:00.000Z');
    expect(next(on31, '2026-04-01T00:00:00Z')).toBe('2026-04-30T18:00:00.000Z');
    expect(next(on31, '2026-04-30T18:00:00Z')).toBe('2026-05-31T18:00:00.000Z');
    const on15 = { ...on31, monthDay: 15, timeZone: 'Asia/Tokyo' };
    expect(next(on15, '2026-11-27T00:00:00Z')).toBe('2026-12-15T09:00:00.000Z');
  });

  it('reads the day on the zone’s clock, not UTC’s', () => {
    // 23:30Z on Sunday 29 November is already Monday 07:30 in Shanghai: Monday 09:00 is today.
    const monday = { ...daily('09:00', 'Asia/Shanghai'), cycle: 'weekly' as const, weekday: 1 };
    expect(next(monday, '2026-11-29T23:30:00Z')).toBe('2026-11-30T01:00:00.000Z');
  });

  it('answers null for an unknown zone or a malformed time', () => {
    expect(next(daily('08:00', 'Mars/Olympus'), '2026-11-27T00:00:00Z')).toBeUndefined();
    expect(next(daily('8am', 'UTC'), '2026-11-27T00:00:00Z')).toBeUndefined();
    expect(next({ ...daily('08:00', 'UTC'), cycle: 'weekly' }, '2026-11-27T00:00:00Z')).toBeUndefined();
  });
});
