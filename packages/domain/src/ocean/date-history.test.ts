import { describe, expect, it } from 'vitest';
import { ALPHA, ev, timed } from './__fixtures__/events.js';
import { dateHistoryOf, daysBetween, delayDays } from './date-history.js';

const arri = (classifier: 'PLN' | 'EST' | 'ACT', at: string, created: string) =>
  timed(ev('ARRI', at, { locationCode: 'NLRTM', vessel: ALPHA, eventClassifier: classifier, created }));

describe('dateHistoryOf', () => {
  it('lists each distinct estimate once, in publication order, without actuals', () => {
    const history = dateHistoryOf([
      arri('EST', '2026-11-06T00:00:00Z', '2026-10-10T00:00:00Z'),
      arri('PLN', '2026-11-05T00:00:00Z', '2026-09-01T00:00:00Z'),
      arri('EST', '2026-11-06T00:00:00Z', '2026-10-12T00:00:00Z'),
      arri('EST', '2026-11-07T00:00:00Z', '2026-10-20T00:00:00Z'),
      arri('ACT', '2026-11-07T02:00:00Z', '2026-11-07T02:05:00Z'),
    ]);
    expect(history).toEqual([
      { value: '2026-11-05T00:00:00.000Z', recordedAt: '2026-09-01T00:00:00.000Z' },
      { value: '2026-11-06T00:00:00.000Z', recordedAt: '2026-10-10T00:00:00.000Z' },
      { value: '2026-11-07T00:00:00.000Z', recordedAt: '2026-10-20T00:00:00.000Z' },
    ]);
  });

  it('records a return to an earlier value as a change', () => {
    const history = dateHistoryOf([
      arri('EST', '2026-11-05T00:00:00Z', '2026-10-01T00:00:00Z'),
      arri('EST', '2026-11-06T00:00:00Z', '2026-10-02T00:00:00Z'),
      arri('EST', '2026-11-05T00:00:00Z', '2026-10-03T00:00:00Z'),
    ]);
    expect(history).toHaveLength(3);
  });
});

describe('delays', () => {
  it('counts days between instants to one decimal, null when one is missing', () => {
    expect(daysBetween('2026-11-05T00:00:00Z', '2026-11-07T12:00:00Z')).toBe(2.5);
    expect(daysBetween('2026-11-05T00:00:00Z', '2026-11-04T00:00:00Z')).toBe(-1);
    expect(daysBetween(null, '2026-11-04T00:00:00Z')).toBeNull();
  });

  it('measures the delay of the actual, else the estimate, against the first schedule', () => {
    const times = { scheduled: '2026-11-05T00:00:00Z', estimated: '2026-11-06T00:00:00Z', actual: null };
    expect(delayDays(times, null)).toBe(1);
    expect(delayDays({ ...times, actual: '2026-11-08T00:00:00Z' }, null)).toBe(3);
    expect(delayDays({ scheduled: null, estimated: null, actual: '2026-11-08T00:00:00Z' }, null)).toBeNull();
  });
});
