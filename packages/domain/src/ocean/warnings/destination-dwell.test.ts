import { describe, expect, it } from 'vitest';
import { coded } from '../__fixtures__/coded.js';
import { BETA, BOX, ev } from '../__fixtures__/events.js';
import { DWELL_FREE_DAYS, destinationDwellWarnings } from './destination-dwell.js';

const DISCHARGED = '2026-11-07T20:00:00.000Z';
const dsch = coded('DSCH', ev('DISC', DISCHARGED, { locationCode: 'NLRTM', vessel: BETA }), 'POD');
const daysAfter = (days: number) => Date.parse(DISCHARGED) + days * 86_400_000;

describe('destinationDwellWarnings', () => {
  it(`warns ${DWELL_FREE_DAYS} days after discharge without a gate-out`, () => {
    const [w] = destinationDwellWarnings('NLRTM', [dsch], daysAfter(DWELL_FREE_DAYS));
    expect(w).toMatchObject({ eventCode: 'WGTOT', eventLocation: 'NLRTM', containerNumber: BOX });
  });

  it('does not warn before', () => {
    expect(destinationDwellWarnings('NLRTM', [dsch], daysAfter(DWELL_FREE_DAYS - 0.1))).toEqual([]);
  });

  it('does not warn once the box left by gate-out or rail', () => {
    const out = coded('STCS', ev('GTOT', '2026-11-09T00:00:00Z', { locationCode: 'NLRTM' }), 'POD');
    const rail = coded(
      'IRLB',
      ev('LOAD', '2026-11-09T00:00:00Z', { locationCode: 'NLRTM', modeOfTransport: 'RAIL' }),
      'POD',
    );
    expect(destinationDwellWarnings('NLRTM', [dsch, out], daysAfter(10))).toEqual([]);
    expect(destinationDwellWarnings('NLRTM', [dsch, rail], daysAfter(10))).toEqual([]);
  });

  it('ignores estimates of the gate-out', () => {
    const planned = coded(
      'STCS',
      ev('GTOT', '2026-11-20T00:00:00Z', { locationCode: 'NLRTM', eventClassifier: 'EST' }),
      'POD',
    );
    expect(destinationDwellWarnings('NLRTM', [dsch, planned], daysAfter(10))).toHaveLength(1);
  });
});
