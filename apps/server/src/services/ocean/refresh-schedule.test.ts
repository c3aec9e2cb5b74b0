import { describe, expect, it } from 'vitest';
import {
  CANCELLED_BOOKING_INTERVAL_MINUTES,
  nextRefreshAfterFault,
  nextRefreshAfterSuccess,
  successfulPollColumns,
} from './refresh-schedule.js';

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

  it('stops a completed shipment and polls a cancelled booking daily, whatever the plan', () => {
    const next = (completed: boolean, cancelled: boolean, intervalMinutes: number) =>
      successfulPollColumns({ now, cursor: null, completed, cancelled, intervalMinutes, draw: 0.5 })
        .nextRefreshAt;
    expect(minutesAfter(next(false, false, 15))).toBe(15);
    expect(minutesAfter(next(false, true, 15))).toBe(CANCELLED_BOOKING_INTERVAL_MINUTES);
    expect(CANCELLED_BOOKING_INTERVAL_MINUTES).toBe(1440);
    // A plan slower than daily stays as slow.
    expect(minutesAfter(next(false, true, 2880))).toBe(2880);
    expect(next(true, false, 15)).toBeNull();
    expect(next(true, true, 15)).toBeNull();
  });
});
