import { describe, expect, it } from 'vitest';
import { ALPHA, BETA, ev, timed, type Vessel } from '../__fixtures__/events.js';
import { rolledCargoWarning } from './rolled-cargo.js';

const depa = (classifier: 'PLN' | 'EST' | 'ACT', at: string, created: string, vessel: Vessel = ALPHA) =>
  timed(ev('DEPA', at, { locationCode: 'CNSHA', vessel, eventClassifier: classifier, created }));

describe('rolledCargoWarning', () => {
  it('warns when the box left on another vessel than first planned', () => {
    const w = rolledCargoWarning(
      'CNSGH',
      [
        depa('PLN', '2026-10-05T10:00:00Z', '2026-09-20T00:00:00Z'),
        depa('ACT', '2026-10-06T10:00:00Z', '2026-10-06T10:05:00Z', BETA),
      ],
      null,
    );
    expect(w).toMatchObject({ eventCode: 'WDLPT', eventLocation: 'CNSGH' });
    expect(w?.eventDescriptionEn).toContain(BETA.vesselName);
  });

  it('warns when one revision moves the departure a week at once', () => {
    const w = rolledCargoWarning(
      'CNSGH',
      [
        depa('PLN', '2026-10-05T10:00:00Z', '2026-09-20T00:00:00Z'),
        depa('EST', '2026-10-05T14:00:00Z', '2026-09-25T00:00:00Z'),
        depa('EST', '2026-10-12T10:00:00Z', '2026-10-04T00:00:00Z'),
      ],
      null,
    );
    expect(w?.eventCode).toBe('WDLPT');
  });

  it('does not warn for a vessel delay that creeps by hours per revision', () => {
    const versions = [0, 1, 2, 3, 4, 5, 6].map((d) =>
      depa(
        'EST',
        new Date(Date.parse('2026-10-05T10:00:00Z') + d * 86_400_000).toISOString(),
        `2026-09-2${d}T00:00:00Z`,
      ),
    );
    expect(rolledCargoWarning('CNSGH', versions, null)).toBeNull();
  });

  it('does not warn with a single version or no POL', () => {
    expect(
      rolledCargoWarning('CNSGH', [depa('PLN', '2026-10-05T10:00:00Z', '2026-09-20T00:00:00Z')], null),
    ).toBeNull();
    expect(rolledCargoWarning(null, [], null)).toBeNull();
  });
});
