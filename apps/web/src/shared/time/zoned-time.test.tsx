import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTime, type TimeSettings, TimeSettingsProvider, timeText, ZonedTimeText } from './zoned-time';

const DEPARTURE = '2026-11-25T10:52:00Z';
const port: TimeSettings = { display: 'port', ownZone: 'Europe/Amsterdam' };

describe('formatTime (the web one formatter)', () => {
  it('reads a port event on the port clock, labelled', () => {
    expect(timeText(formatTime(DEPARTURE, 'Asia/Shanghai', port))).toBe('2026-11-25 18:52 GMT+8');
    expect(timeText(formatTime('2026-07-01T12:00:00Z', 'America/Los_Angeles', port))).toBe(
      '2026-07-01 05:00 PDT',
    );
  });

  it('reads a time no port applies to (or an unknown port zone) on the user own clock, labelled', () => {
    expect(timeText(formatTime(DEPARTURE, null, port))).toBe('2026-11-25 11:52 GMT+1');
    expect(timeText(formatTime(DEPARTURE, 'Not/AZone', port))).toBe('2026-11-25 11:52 GMT+1');
    expect(timeText(formatTime(DEPARTURE, null, { display: 'port', ownZone: null }))).toBe(
      '2026-11-25 10:52 UTC',
    );
  });

  it('puts every time in UTC+8 or UTC when the user chose so', () => {
    const utc8: TimeSettings = { ...port, display: 'utc8' };
    expect(timeText(formatTime('2026-07-01T12:00:00Z', 'America/Los_Angeles', utc8))).toBe(
      '2026-07-01 20:00 GMT+8',
    );
    expect(timeText(formatTime(DEPARTURE, null, utc8))).toBe('2026-11-25 18:52 GMT+8');
    expect(timeText(formatTime(DEPARTURE, 'Asia/Shanghai', { ...port, display: 'utc' }))).toBe(
      '2026-11-25 10:52 UTC',
    );
  });

  it('renders with the setting the app provides', () => {
    render(
      <TimeSettingsProvider value={{ ...port, display: 'utc8' }}>
        <ZonedTimeText at="2026-07-01T12:00:00Z" portZone="Europe/Amsterdam" testId="t" />
      </TimeSettingsProvider>,
    );
    expect(screen.getByTestId('t').textContent).toBe('2026-07-01 20:00 GMT+8');
  });
});
