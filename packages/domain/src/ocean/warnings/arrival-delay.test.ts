import { describe, expect, it } from 'vitest';
import { arrivalDelayWarning } from './arrival-delay.js';

const times = (scheduled: string | null, estimated: string | null, actual: string | null = null) => ({
  scheduled,
  estimated,
  actual,
});

describe('arrivalDelayWarning', () => {
  it('warns when the ETA is a day or more after the STA', () => {
    const w = arrivalDelayWarning(
      'NLRTM',
      times('2026-11-05T08:00:00Z', '2026-11-06T08:00:00Z'),
      'MSKU1234565',
    );
    expect(w).toMatchObject({ eventCode: 'WETA', eventLocation: 'NLRTM', containerNumber: 'MSKU1234565' });
    expect(w?.eventDescriptionEn).toContain('1 days');
  });

  it('does not warn under a day', () => {
    expect(
      arrivalDelayWarning('NLRTM', times('2026-11-05T08:00:00Z', '2026-11-06T07:59:00Z'), null),
    ).toBeNull();
  });

  it('does not warn once the vessel has arrived', () => {
    expect(
      arrivalDelayWarning(
        'NLRTM',
        times('2026-11-05T08:00:00Z', '2026-11-08T08:00:00Z', '2026-11-08T09:00:00Z'),
        null,
      ),
    ).toBeNull();
  });

  it('needs both an STA and an ETA', () => {
    expect(arrivalDelayWarning('NLRTM', times(null, '2026-11-08T08:00:00Z'), null)).toBeNull();
    expect(arrivalDelayWarning(null, times('2026-11-05T08:00:00Z', '2026-11-08T08:00:00Z'), null)).toBeNull();
  });
});
