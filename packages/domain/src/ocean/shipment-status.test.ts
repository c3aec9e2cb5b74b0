import { describe, expect, it } from 'vitest';
import { coded } from './__fixtures__/coded.js';
import { ALPHA, ev } from './__fixtures__/events.js';
import { currentStatusOf, isCompleted } from './shipment-status.js';

const OTHER = 'MSKU7654321';
const returned = (box: string) =>
  coded(
    'RCVE',
    ev('DROP', '2026-11-20T00:00:00.000Z', {
      locationCode: 'DEDUI',
      emptyIndicator: 'EMPTY',
      equipmentReference: box,
    }),
  );
const gatedIn = (box: string) =>
  coded(
    'GITM',
    ev('GTIN', '2026-10-03T00:00:00.000Z', { locationCode: 'CNSHA', equipmentReference: box }),
    'POL',
  );

describe('isCompleted', () => {
  it('needs every box back', () => {
    expect(isCompleted([gatedIn('MSKU1234565'), gatedIn(OTHER), returned('MSKU1234565')], false)).toBe(false);
    expect(
      isCompleted([gatedIn('MSKU1234565'), gatedIn(OTHER), returned('MSKU1234565'), returned(OTHER)], false),
    ).toBe(true);
  });

  it('is complete when archived, not on an estimated return', () => {
    expect(isCompleted([gatedIn(OTHER)], true)).toBe(true);
    const planned = coded(
      'RCVE',
      ev('DROP', '2026-11-20T00:00:00Z', { emptyIndicator: 'EMPTY', eventClassifier: 'EST' }),
    );
    expect(isCompleted([planned], false)).toBe(false);
  });
});

describe('currentStatusOf', () => {
  const base = { documents: [], cancelled: false, hasInlandDestination: false, placeName: () => 'Shanghai' };

  it('takes the last actual event in timeline order, skipping estimates', () => {
    const moves = [
      coded('DLPT', ev('DEPA', '2026-10-05T20:00:00.000Z', { locationCode: 'CNSHA', vessel: ALPHA }), 'POL'),
      coded(
        'BDAR',
        ev('ARRI', '2026-11-05T20:00:00.000Z', {
          locationCode: 'NLRTM',
          vessel: ALPHA,
          eventClassifier: 'EST',
        }),
        'POD',
      ),
    ];
    expect(currentStatusOf({ ...base, moves })).toMatchObject({
      category: 'IN_TRANSIT',
      portCode: 'CNSGH',
      eventPlaceOrigin: 'Shanghai',
      descriptionEn: 'Vessel departed port of loading',
      eventTime: '2026-10-05T20:00:00.000Z',
    });
  });

  it('is CANCELLED on a void booking whatever moved', () => {
    const moves = [gatedIn(OTHER)];
    const documents = [coded('VOID', ev('VOID', '2026-10-04T00:00:00.000Z'))];
    expect(currentStatusOf({ ...base, moves, documents, cancelled: true })?.category).toBe('CANCELLED');
  });

  it('is null before anything actually happened', () => {
    expect(currentStatusOf({ ...base, moves: [] })).toBeNull();
  });
});
