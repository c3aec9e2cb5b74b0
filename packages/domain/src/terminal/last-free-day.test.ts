import { describe, expect, it } from 'vitest';
import { earliestLastFreeDay, freeTimeEnds } from './last-free-day.js';

const box = (lastFreeDay: string | null, outDate: string | null = null, pickupAct: string | null = null) => ({
  lastFreeDay,
  outDate,
  pickupAct,
});

describe('the last free day of a shipment', () => {
  it('is the earliest of the boxes still in the terminal', () => {
    expect(earliestLastFreeDay([box('2026-12-08'), box('2026-12-04'), box(null)])).toBe('2026-12-04');
    expect(
      earliestLastFreeDay([
        box('2026-12-02', '2026-12-01T10:00:00Z'),
        box('2026-12-03', null, '2026-12-01'),
        box('2026-12-09'),
      ]),
    ).toBe('2026-12-09');
    expect(earliestLastFreeDay([box(null), box('not a day')])).toBeNull();
    expect(earliestLastFreeDay([])).toBeNull();
  });

  it('ends at the last instant of that day on the port’s clock', () => {
    expect(freeTimeEnds('2026-12-04', 'America/Los_Angeles')?.toISOString()).toBe('2026-12-05T07:59:59.999Z');
    expect(freeTimeEnds('2026-07-04', 'America/Los_Angeles')?.toISOString()).toBe('2026-07-05T06:59:59.999Z');
    expect(freeTimeEnds('2026-12-04', 'Asia/Tokyo')?.toISOString()).toBe('2026-12-04T14:59:59.999Z');
    expect(freeTimeEnds('2026-12-04', null)?.toISOString()).toBe('2026-12-04T23:59:59.999Z');
    expect(freeTimeEnds('garbage', 'Asia/Tokyo')).toBeNull();
  });
});
