import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_DISPLAY,
  dayBoundIn,
  displayZone,
  isTimeDisplay,
  knownZone,
  UTC8_ZONE,
  zonedTime,
  zonedTimeText,
} from './zoned-time.js';

// 10:52 UTC: 18:52 in Shanghai, the departure of issue 20 that read 10:52 in the list.
const DEPARTURE = '2026-11-25T10:52:00Z';

describe('zonedTime', () => {
  it('reads an instant on the port clock with the zone label', () => {
    expect(zonedTime(DEPARTURE, 'Asia/Shanghai')).toMatchObject({ text: '2026-11-25 18:52', zone: 'GMT+8' });
    expect(zonedTimeText(DEPARTURE, 'Asia/Shanghai')).toBe('2026-11-25 18:52 GMT+8');
    expect(zonedTimeText(DEPARTURE, 'UTC')).toBe('2026-11-25 10:52 UTC');
  });

  it('follows daylight saving time: the label and the clock change with the season', () => {
    expect(zonedTimeText('2026-07-01T12:00:00Z', 'America/Los_Angeles')).toBe('2026-07-01 05:00 PDT');
    expect(zonedTimeText('2026-12-01T12:00:00Z', 'America/Los_Angeles')).toBe('2026-12-01 04:00 PST');
    expect(zonedTimeText('2026-07-01T12:00:00Z', 'Europe/Amsterdam')).toBe('2026-07-01 14:00 GMT+2');
    expect(zonedTimeText('2026-12-01T12:00:00Z', 'Europe/Amsterdam')).toBe('2026-12-01 13:00 GMT+1');
    // Rotterdam's clocks go back on 2026-10-25 at 03:00 CEST: one minute before and after.
    expect(zonedTimeText('2026-10-25T00:59:00Z', 'Europe/Amsterdam')).toBe('2026-10-25 02:59 GMT+2');
    expect(zonedTimeText('2026-10-25T01:00:00Z', 'Europe/Amsterdam')).toBe('2026-10-25 02:00 GMT+1');
  });

  it('falls back to UTC, labelled, for a zone the runtime does not know; null without an instant', () => {
    expect(zonedTimeText(DEPARTURE, 'Mars/Olympus_Mons')).toBe('2026-11-25 10:52 UTC');
    expect(zonedTime(null, 'Asia/Shanghai')).toBeNull();
    expect(zonedTime('not a date', 'Asia/Shanghai')).toBeNull();
  });

  it('gives the wall-clock time as a date for spreadsheets', () => {
    expect(zonedTime(DEPARTURE, 'Asia/Shanghai')?.wallClock.toISOString()).toBe('2026-11-25T18:52:00.000Z');
    expect(zonedTime(new Date(DEPARTURE), 'UTC')?.wallClock.toISOString()).toBe('2026-11-25T10:52:00.000Z');
  });
});

describe('displayZone', () => {
  it('is the port zone by default, else the user own zone, else UTC', () => {
    expect(DEFAULT_TIME_DISPLAY).toBe('port');
    expect(displayZone({ display: 'port', portZone: 'Europe/Amsterdam', ownZone: 'Asia/Tokyo' })).toBe(
      'Europe/Amsterdam',
    );
    expect(displayZone({ display: 'port', portZone: null, ownZone: 'Asia/Tokyo' })).toBe('Asia/Tokyo');
    expect(displayZone({ display: 'port', portZone: 'Bad/Zone', ownZone: 'Asia/Tokyo' })).toBe('Asia/Tokyo');
    expect(displayZone({ display: 'port' })).toBe('UTC');
  });

  it('is UTC+8 or UTC for everything when the user chose one', () => {
    const rotterdam = { portZone: 'Europe/Amsterdam', ownZone: 'Asia/Tokyo' };
    expect(displayZone({ display: 'utc8', ...rotterdam })).toBe(UTC8_ZONE);
    expect(zonedTimeText('2026-07-01T12:00:00Z', displayZone({ display: 'utc8', ...rotterdam }))).toBe(
      '2026-07-01 20:00 GMT+8',
    );
    expect(displayZone({ display: 'utc', ...rotterdam })).toBe('UTC');
  });

  it('knows its choices and zones', () => {
    expect(isTimeDisplay('utc8')).toBe(true);
    expect(isTimeDisplay('local')).toBe(false);
    expect(knownZone('Asia/Shanghai')).toBe('Asia/Shanghai');
    expect(knownZone('')).toBeNull();
  });
});

describe('dayBoundIn', () => {
  it('bounds a calendar day on the zone clock', () => {
    expect(dayBoundIn('2026-11-25', 'Etc/GMT-8')?.toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(dayBoundIn('2026-11-25', 'Etc/GMT-8', true)?.toISOString()).toBe('2026-11-25T15:59:59.999Z');
    expect(dayBoundIn('2026-11-25', 'UTC')?.toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(dayBoundIn('2026-11-30', 'UTC', true)?.toISOString()).toBe('2026-11-30T23:59:59.999Z');
  });
  it('follows daylight saving on the day it changes', () => {
    // Europe/Berlin leaves CEST on 2026-10-25: the day starts at +2 and ends at +1 (25 h).
    expect(dayBoundIn('2026-10-25', 'Europe/Berlin')?.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(dayBoundIn('2026-10-25', 'Europe/Berlin', true)?.toISOString()).toBe('2026-10-25T22:59:59.999Z');
    expect(dayBoundIn('2026-03-29', 'Europe/Berlin')?.toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });
  it('refuses a malformed day', () => {
    expect(dayBoundIn('tomorrow', 'UTC')).toBeNull();
  });
});
