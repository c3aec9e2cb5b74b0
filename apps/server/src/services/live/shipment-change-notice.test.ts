import { describe, expect, it } from 'vitest';
import { parseShipmentChangeNotice, viewChanged } from './shipment-change-notice.js';

const id = '3f2b8c1e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';

describe('parseShipmentChangeNotice', () => {
  it('reads a well-formed notice', () => {
    const payload = JSON.stringify({ shipmentId: id, updateTime: '2026-11-21T10:00:00.000Z' });
    expect(parseShipmentChangeNotice(payload)).toEqual({
      shipmentId: id,
      updateTime: '2026-11-21T10:00:00.000Z',
    });
  });

  it.each([
    ['not JSON', 'nope'],
    ['null', 'null'],
    ['a non-uuid id', JSON.stringify({ shipmentId: 'x; drop', updateTime: 't' })],
    ['a missing update time', JSON.stringify({ shipmentId: id })],
  ])('ignores %s', (_label, payload) => {
    expect(parseShipmentChangeNotice(payload)).toBeUndefined();
  });
});

describe('viewChanged', () => {
  const view = { status: 'IN_TRANSIT', places: [{ code: 'CNSHA', eta: null }], note: undefined };

  it('is true for a first view', () => {
    expect(viewChanged(null, view)).toBe(true);
  });

  it('is false for the same view read back from jsonb (keys reordered, undefined dropped)', () => {
    const stored = { places: [{ eta: null, code: 'CNSHA' }], status: 'IN_TRANSIT' };
    expect(viewChanged(stored, view)).toBe(false);
  });

  it('is true when a nested value differs', () => {
    const stored = { places: [{ eta: '2026-11-30T00:00:00Z', code: 'CNSHA' }], status: 'IN_TRANSIT' };
    expect(viewChanged(stored, view)).toBe(true);
  });
});

describe('viewChanged on arrays and shapes', () => {
  it('sees a longer array, a changed type and an added property', () => {
    expect(viewChanged({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(true);
    expect(viewChanged({ a: [1] }, { a: { 0: 1 } })).toBe(true);
    expect(viewChanged({ a: 1 }, { a: 1, b: null })).toBe(true);
    expect(viewChanged({ a: 1, b: { c: [null] } }, { b: { c: [null] }, a: 1 })).toBe(false);
  });
});
