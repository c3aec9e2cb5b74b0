import { describe, expect, it } from 'vitest';
import { bestKnownTimes, type CallTimes } from './best-known-times.js';

const H = 3_600_000;
const call = (over: Partial<CallTimes>): CallTimes => ({
  plannedArrival: null,
  plannedDeparture: null,
  estimatedArrival: null,
  estimatedDeparture: null,
  actualArrival: null,
  actualDeparture: null,
  ...over,
});

describe('best known call times', () => {
  it('takes actual, else estimated, else planned', () => {
    const calls = [
      call({ plannedArrival: 0, plannedDeparture: 10 * H, actualArrival: H, actualDeparture: 9 * H }),
      call({ plannedArrival: 50 * H, plannedDeparture: 60 * H, estimatedArrival: 48 * H }),
    ];
    expect(bestKnownTimes(calls)).toEqual([
      { arrival: H, departure: 9 * H },
      { arrival: 48 * H, departure: 60 * H },
    ]);
  });

  it('holds a plan left behind by a later departure at that departure', () => {
    // Shanghai re-estimated five days late, Ningbo still on its plan, Rotterdam after both.
    const calls = [
      call({ plannedArrival: 0, plannedDeparture: 10 * H, estimatedDeparture: 130 * H }),
      call({ plannedArrival: 40 * H, plannedDeparture: 60 * H }),
      call({ plannedArrival: 800 * H, plannedDeparture: 820 * H }),
    ];
    expect(bestKnownTimes(calls)).toEqual([
      { arrival: 0, departure: 130 * H },
      { arrival: 130 * H, departure: 130 * H },
      { arrival: 800 * H, departure: 820 * H },
    ]);
  });

  it('never reaches a call before leaving the previous one, nor leaves before arriving', () => {
    const calls = [
      call({ plannedDeparture: 10 * H, actualDeparture: 100 * H }),
      call({ estimatedArrival: 50 * H, estimatedDeparture: 70 * H }),
    ];
    expect(bestKnownTimes(calls)).toEqual([
      { arrival: null, departure: 100 * H },
      { arrival: 100 * H, departure: 100 * H },
    ]);
  });
});
