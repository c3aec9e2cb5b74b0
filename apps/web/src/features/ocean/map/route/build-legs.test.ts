import { describe, expect, it } from 'vitest';
import { buildLegs, legTiming } from './build-legs';
import { shipmentFixture, transport } from './fixtures';

const T = (iso: string) => Date.parse(iso);
const NOW = T('2026-01-11T00:00:00Z');

describe('buildLegs', () => {
  it('makes one leg per transport with coordinates and actual-else-estimated times', () => {
    const legs = buildLegs(shipmentFixture(), NOW);
    expect(legs.map((l) => [l.mode, l.fromCode, l.toCode])).toEqual([
      ['VESSEL', 'CNSHA', 'USLAX'],
      ['TRUCK', 'USLAX', 'USPHX'],
    ]);
    expect(legs[0]).toMatchObject({ from: [121.5, 31.2], to: [-118.3, 33.7], vesselName: 'EVER GIVEN' });
    expect(legs[0]?.start).toBe(T('2026-01-01T00:00:00Z'));
    expect(legs[0]?.end).toBe(T('2026-01-21T00:00:00Z'));
  });

  it('leaves out legs without coordinates and air legs; a rail leg without an end ends now', () => {
    const shipment = shipmentFixture({
      transports: [
        transport('AIR', { locationCode: 'CNSHA' }, { locationCode: 'USLAX' }),
        transport('VESSEL', { locationCode: 'CNSHA' }, { locationCode: 'XXXXX' }),
        transport(
          'RAIL',
          { locationCode: 'USLAX', actual: '2026-01-10T00:00:00Z' },
          { locationCode: 'USPHX' },
        ),
      ],
    });
    const legs = buildLegs(shipment, NOW);
    expect(legs).toHaveLength(1);
    expect(legs[0]).toMatchObject({ mode: 'RAIL', end: NOW });
  });

  it('falls back to a planned POL → POD leg when there are no transports yet', () => {
    const legs = buildLegs(shipmentFixture({ transports: [] }), NOW);
    expect(legs).toEqual([
      expect.objectContaining({ mode: 'VESSEL', fromCode: 'CNSHA', toCode: 'USLAX', start: null, end: null }),
    ]);
  });

  it('returns no legs for a shipment without located ports', () => {
    expect(buildLegs(shipmentFixture({ transports: [], shipmentLocations: [] }), NOW)).toEqual([]);
  });
});

describe('legTiming', () => {
  it('is current when now lies within start and end, else past or future', () => {
    expect(legTiming({ start: 1, end: 10 }, 5)).toBe('current');
    expect(legTiming({ start: 1, end: 10 }, 10)).toBe('current');
    expect(legTiming({ start: 1, end: 10 }, 11)).toBe('past');
    expect(legTiming({ start: 1, end: 10 }, 0)).toBe('future');
    expect(legTiming({ start: null, end: null }, 5)).toBe('future');
  });
});
