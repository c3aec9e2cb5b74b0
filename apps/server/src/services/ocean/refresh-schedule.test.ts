import { describe, expect, it } from 'vitest';
import { nextRefreshAfterFault, nextRefreshAfterSuccess } from './refresh-schedule.js';

const now = new Date('2026-11-21T12:00:00Z');
const minutesAfter = (d: Date | null) => (d === null ? null : (d.getTime() - now.getTime()) / 60_000);

describe('refresh schedule', () => {
  it('comes back after the interval, within ±10 % jitter', () => {
    expect(minutesAfter(nextRefreshAfterSuccess(now, 60, 0.5))).toBe(60);
    expect(minutesAfter(nextRefreshAfterSuccess(now, 60, 0))).toBeCloseTo(54);
    expect(minutesAfter(nextRefreshAfterSuccess(now, 60, 0.999999))).toBeCloseTo(66);
  });

  it('backs off exponentially on transient faults, capped at the interval', () => {
    const transient = { transient: true, retryAfterSeconds: null };
    expect([1, 2, 3, 4, 5, 9].map((n) => minutesAfter(nextRefreshAfterFault(now, transient, n, 15)))).toEqual(
      [1, 2, 4, 8, 15, 15],
    );
  });

  it('honours Retry-After when longer, and stops on non-transient faults', () => {
    expect(minutesAfter(nextRefreshAfterFault(now, { transient: true, retryAfterSeconds: 300 }, 1, 60))).toBe(
      5,
    );
    expect(nextRefreshAfterFault(now, { transient: false, retryAfterSeconds: null }, 1, 60)).toBeNull();
  });
});
