import { describe, expect, it } from 'vitest';
import { ev, timed } from './__fixtures__/events.js';
import { bookingStatusOf, containerTypeGroupOf, documentsOf } from './shipment-parts.js';

describe('containerTypeGroupOf', () => {
  it.each([
    ['22G1', '20GP'],
    ['42G1', '40GP'],
    ['45G1', '40HC'],
    ['45R1', '40RH'],
    ['22R1', '20RF'],
    ['L5G1', '45HC'],
    ['22U1', '20OT'],
  ])('%s is %s', (iso, group) => {
    expect(containerTypeGroupOf(iso)).toBe(group);
  });

  it('is null for unknown or missing codes', () => {
    expect(containerTypeGroupOf(null)).toBeNull();
    expect(containerTypeGroupOf('X')).toBeNull();
  });
});

describe('bookingStatusOf', () => {
  it('is UNKNOWN without events, CONFIRMED with any, CANCELLED on a void booking', () => {
    expect(bookingStatusOf([])).toBe('UNKNOWN');
    expect(bookingStatusOf([timed(ev('CONF', '2026-09-25T06:00:00Z'))])).toBe('CONFIRMED');
    expect(bookingStatusOf([timed(ev('VOID', '2026-09-26T06:00:00Z'))])).toBe('CANCELLED');
    expect(bookingStatusOf([timed(ev('CANC', '2026-09-26T06:00:00Z'))])).toBe('CANCELLED');
  });

  it('does not cancel the booking when another document is voided', () => {
    const draftVoided = ev('VOID', '2026-09-26T06:00:00Z', { documentTypeCode: 'TRD' });
    expect(bookingStatusOf([timed(draftVoided)])).toBe('CONFIRMED');
  });
});

describe('documentsOf', () => {
  it('lists each document once from shipment events and references', () => {
    const docs = documentsOf([
      timed(
        ev('ISSU', '2026-10-06T00:00:00Z', {
          documentTypeCode: 'TRD',
          documentId: 'MAEU123',
          documentReferences: [{ type: 'BKG', value: 'BK123' }],
        }),
      ),
      timed(
        ev('GTIN', '2026-10-03T00:00:00Z', {
          documentReferences: [
            { type: 'BKG', value: 'BK123' },
            { type: 'TRD', value: 'MAEU123' },
          ],
        }),
      ),
    ]);
    expect(docs).toEqual([
      { documentType: 'TRD', documentId: 'MAEU123' },
      { documentType: 'BKG', documentId: 'BK123' },
    ]);
  });
});
