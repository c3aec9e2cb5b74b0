import { daysBetween, type Place } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import { arrivalDelayDays } from './delay';
import { shipmentFixture } from './fixtures';

const pod = (patch: Partial<Place>): Place => ({
  type: 4,
  code: 'USLAX',
  name: 'Los Angeles',
  ata: null,
  ata_ais: null,
  atb_ais: null,
  sta: '2026-01-20T00:00:00Z',
  eta: '2026-01-23T00:00:00Z',
  ...patch,
});
const withPod = (patch: Partial<Place>) =>
  shipmentFixture({ proxy: { ...shipmentFixture().proxy, places: [pod(patch)] } });

describe('arrivalDelayDays (views.md §4)', () => {
  it('gives the days when warn is on, no ATA and ETA is a day or more after STA', () => {
    expect(arrivalDelayDays(withPod({}), true)).toBe(3);
    expect(arrivalDelayDays(withPod({ eta: '2026-01-21T00:00:00Z' }), true)).toBe(1);
  });

  it('gives the days to a tenth, as the drawer does, not rounded to whole days', () => {
    // 1.6 days late: the drawer reads "+1.6 d"; whole days would have said 2.
    const eta = new Date(Date.parse('2026-01-20T00:00:00Z') + 1.6 * 86_400_000).toISOString();
    expect(arrivalDelayDays(withPod({ eta }), true)).toBe(1.6);
    expect(daysBetween('2026-01-20T00:00:00Z', eta)).toBe(1.6);
  });

  it('is off without warn, with an ATA, under a day late, or without the dates', () => {
    expect(arrivalDelayDays(withPod({}), false)).toBeNull();
    expect(arrivalDelayDays(withPod({ ata: '2026-01-23T00:00:00Z' }), true)).toBeNull();
    expect(arrivalDelayDays(withPod({ eta: '2026-01-20T23:59:00Z' }), true)).toBeNull();
    expect(arrivalDelayDays(withPod({ sta: null }), true)).toBeNull();
    expect(arrivalDelayDays(withPod({ type: 2 }), true)).toBeNull();
    expect(arrivalDelayDays(null, true)).toBeNull();
  });
});
