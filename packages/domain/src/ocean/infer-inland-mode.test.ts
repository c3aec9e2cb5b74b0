import { describe, expect, it } from 'vitest';
import { BOX, ev, timed } from './__fixtures__/events.js';
import { inferInlandModes } from './infer-inland-mode.js';

describe('inferInlandModes', () => {
  it('gives a mode-less LOAD the mode of the inland departure of its box and place', () => {
    const load = timed(ev('LOAD', '2026-11-09T08:00:00Z', { locationCode: 'NLRTM' }));
    const depart = timed(
      ev('DEPA', '2026-11-09T12:00:00Z', {
        locationCode: 'NLRTM',
        modeOfTransport: 'RAIL',
        equipmentReference: BOX,
      }),
    );
    const [out] = inferInlandModes([load, depart]);
    expect(out?.source.modeOfTransport).toBe('RAIL');
  });

  it('gives a mode-less DISC the mode of the inland arrival there', () => {
    const disc = timed(ev('DISC', '2026-11-10T09:00:00Z', { locationCode: 'DEDUI' }));
    const arrive = timed(
      ev('ARRI', '2026-11-10T06:00:00Z', { locationCode: 'DEDUI', modeOfTransport: 'TRUCK' }),
    );
    expect(inferInlandModes([disc, arrive])[0]?.source.modeOfTransport).toBe('TRUCK');
  });

  it('leaves a LOAD elsewhere, or one with a vessel, alone', () => {
    const elsewhere = timed(ev('LOAD', '2026-11-09T08:00:00Z', { locationCode: 'BEANR' }));
    const depart = timed(
      ev('DEPA', '2026-11-09T12:00:00Z', { locationCode: 'NLRTM', modeOfTransport: 'RAIL' }),
    );
    expect(inferInlandModes([elsewhere, depart])[0]?.source.modeOfTransport).toBeNull();
  });
});
