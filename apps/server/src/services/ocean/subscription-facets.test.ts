import { describe, expect, it } from 'vitest';
import { stageCounts, stageOfDisplayStatus, trackingStageCounts } from './subscription-facets.js';

describe('stageCounts', () => {
  it('sums display statuses into their stage, in the order of a voyage, listing the statuses as a filter', () => {
    expect(
      stageCounts([
        { displayStatus: 'NODATA', count: 4 },
        { displayStatus: 'IN_TRANSIT', count: 3 },
        { displayStatus: 'DELIVERED', count: 1 },
        { displayStatus: 'AT_TS', count: 2 },
        { displayStatus: 'BOOKED', count: 5 },
        { displayStatus: 'AT_POD', count: 6 },
      ]),
    ).toEqual([
      { stage: 'BEFORE_DEPARTURE', status: 'BOOKED', count: 5 },
      { stage: 'ON_THE_WAY', status: 'AT_TS,IN_TRANSIT', count: 5 },
      { stage: 'AFTER_ARRIVAL', status: 'AT_POD,DELIVERED', count: 7 },
      { stage: 'NO_DATA', status: 'NODATA', count: 4 },
    ]);
  });

  it('is empty without subscriptions', () => {
    expect(stageCounts([])).toEqual([]);
  });

  it('reads COMPLETE as finished, NODATA as no data, a cancelled booking as finished', () => {
    expect(stageOfDisplayStatus('COMPLETE')).toBe('FINISHED');
    expect(stageOfDisplayStatus('NODATA')).toBe('NO_DATA');
    expect(stageOfDisplayStatus('CANCELLED')).toBe('FINISHED');
    expect(stageOfDisplayStatus('AVAILABLE')).toBe('AFTER_ARRIVAL');
  });
});

describe('trackingStageCounts', () => {
  it('folds statuses into the tracking stages of platform.md §4, berthing by the last actual event', () => {
    expect(
      trackingStageCounts([
        { displayStatus: 'IN_TRANSIT', lastActualCode: null, count: 4 },
        { displayStatus: 'AT_POD', lastActualCode: 'BDAR', count: 2 },
        { displayStatus: 'AT_POD', lastActualCode: 'DSCH', count: 1 },
        { displayStatus: 'AVAILABLE', lastActualCode: null, count: 1 },
        { displayStatus: 'DELIVERED', lastActualCode: null, count: 1 },
        { displayStatus: 'COMPLETE', lastActualCode: null, count: 3 },
        { displayStatus: 'NODATA', lastActualCode: null, count: 5 },
        { displayStatus: 'BOOKED', lastActualCode: null, count: 1 },
      ]),
    ).toEqual([
      { stage: 'AT_POD', status: 'AT_POD', count: 1 },
      { stage: 'BERTHING', status: 'AT_POD', count: 2 },
      { stage: 'AVAILABLE_FOR_PICKUP', status: 'AVAILABLE', count: 1 },
      { stage: 'ARRIVED', status: 'COMPLETE,DELIVERED', count: 4 },
      { stage: 'IN_TRANSIT', status: 'IN_TRANSIT', count: 4 },
    ]);
  });
});
