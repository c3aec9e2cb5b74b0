import { describe, expect, it } from 'vitest';
import { coded } from '../__fixtures__/coded.js';
import { BETA, ev } from '../__fixtures__/events.js';
import { computeWarnings, type WarningInput } from './index.js';

const input = (extra: Partial<WarningInput>): WarningInput => ({
  now: Date.parse('2026-11-30T00:00:00Z'),
  containerNumber: null,
  pol: 'CNSGH',
  pod: 'NLRTM',
  podArrival: { scheduled: '2026-11-05T00:00:00Z', estimated: '2026-11-08T00:00:00Z', actual: null },
  polDepartureVersions: [],
  events: [coded('DSCH', ev('DISC', '2026-11-08T00:00:00Z', { locationCode: 'NLRTM', vessel: BETA }), 'POD')],
  omitted: [],
  lastLegVoyage: null,
  cancelled: false,
  completed: false,
  ...extra,
});

describe('computeWarnings', () => {
  it('runs every rule on a live shipment', () => {
    expect(computeWarnings(input({})).map((w) => w.eventCode)).toEqual(['WETA', 'WGTOT']);
  });

  it('keeps what happened but stops the running clocks once complete', () => {
    expect(computeWarnings(input({ completed: true })).map((w) => w.eventCode)).toEqual(['WETA']);
  });

  it('warns of nothing on a cancelled booking', () => {
    expect(computeWarnings(input({ cancelled: true }))).toEqual([]);
  });
});
