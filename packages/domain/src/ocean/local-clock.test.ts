import { describe, expect, it } from 'vitest';
import { localClock } from './local-clock.js';

describe('localClock', () => {
  it('reads day and midnight in the port zone', () => {
    expect(localClock(Date.parse('2026-10-09T16:00:00Z'), 'Asia/Singapore')).toEqual({
      day: '2026-10-10',
      midnight: true,
    });
    expect(localClock(Date.parse('2026-10-09T16:00:01Z'), 'Asia/Singapore').midnight).toBe(false);
  });

  it('falls back on UTC without a zone or with an unknown one', () => {
    expect(localClock(Date.parse('2026-10-10T00:00:00Z'), null)).toEqual({
      day: '2026-10-10',
      midnight: true,
    });
    expect(localClock(Date.parse('2026-10-10T00:00:00Z'), 'Not/AZone')).toEqual({
      day: '2026-10-10',
      midnight: true,
    });
  });
});
