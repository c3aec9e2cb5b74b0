import type { CarrierEvent, LocationCategory } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import { ALPHA, ev } from '../../../../domain/src/ocean/__fixtures__/events.js';
import { mapEventCode } from './product-codes.js';

const vessel = (code: string) => ev(code, '2026-10-05T08:00:00Z', { locationCode: 'SGSIN', vessel: ALPHA });
const rail = (code: string) =>
  ev(code, '2026-10-05T08:00:00Z', { locationCode: 'NLRTM', modeOfTransport: 'RAIL' });
const box = (code: string, extra: Partial<CarrierEvent> = {}) =>
  ev(code, '2026-10-05T08:00:00Z', { locationCode: 'CNSHA', ...extra });

describe('mapEventCode', () => {
  it.each<[string, LocationCategory, string]>([
    ['LOAD', 'POL', 'LOBD'],
    ['DEPA', 'POL', 'DLPT'],
    ['ARRI', 'POT', 'TSBA'],
    ['DISC', 'POT', 'TSDC'],
    ['LOAD', 'POT', 'TSLB'],
    ['DEPA', 'POT', 'TSDP'],
    ['ARRI', 'POD', 'BDAR'],
    ['DISC', 'POD', 'DSCH'],
  ])('vessel %s at the %s is %s', (code, role, expected) => {
    expect(mapEventCode(vessel(code), role)).toBe(expected);
  });

  it.each([
    ['ARRI', 'IRAR'],
    ['DISC', 'IRDS'],
    ['LOAD', 'IRLB'],
    ['DEPA', 'IRDP'],
  ])('rail %s is %s whatever the place', (code, expected) => {
    expect(mapEventCode(rail(code), 'POD')).toBe(expected);
    expect(mapEventCode(rail(code), null)).toBe(expected);
  });

  it('maps the box chain at the ends of the route', () => {
    expect(mapEventCode(box('PICK', { emptyIndicator: 'EMPTY' }), 'PRE')).toBe('STSP');
    expect(mapEventCode(box('GTOT', { emptyIndicator: 'EMPTY' }), 'POL')).toBe('STSP');
    expect(mapEventCode(box('GTIN'), 'POL')).toBe('GITM');
    expect(mapEventCode(box('GTIN'), 'POT')).toBe('GITN');
    expect(mapEventCode(box('GTOT'), 'POD')).toBe('STCS');
    expect(mapEventCode(box('GTOT'), 'PDE')).toBe('STCS');
    expect(mapEventCode(box('GTOT'), 'POT')).toBe('GTOT');
    expect(mapEventCode(box('STRP'), 'PDE')).toBe('STRP');
    expect(mapEventCode(box('DROP', { emptyIndicator: 'EMPTY' }), null)).toBe('RCVE');
    expect(mapEventCode(box('GTIN', { emptyIndicator: 'EMPTY' }), null)).toBe('RCVE');
  });

  it('maps customs holds to CUIP/PASS and other holds to the carrier codes', () => {
    const hold = (code: string, documentTypeCode: string, remark: string | null = null) =>
      ev(code, '2026-10-05T08:00:00Z', { documentTypeCode, remark });
    expect(mapEventCode(hold('HOLD', 'CUS'), 'POD')).toBe('CUIP');
    expect(mapEventCode(hold('RELS', 'CUS'), 'POD')).toBe('PASS');
    expect(mapEventCode(hold('HOLD', 'SRM', 'customs exam'), 'POD')).toBe('CUIP');
    expect(mapEventCode(hold('HOLD', 'SRM', 'freight unpaid'), 'POD')).toBe('SRHD');
    expect(mapEventCode(hold('RELS', 'SRM'), 'POD')).toBe('SRRS');
  });

  it('keeps codes with no product equivalent and product codes sent as such', () => {
    expect(mapEventCode(box('INSP'), 'POD')).toBe('INSP');
    expect(mapEventCode(ev('ISSU', '2026-10-05T08:00:00Z'), null)).toBe('ISSU');
    expect(mapEventCode(box('DEPA', { eventCategory: 'TRANSPORT', modeOfTransport: 'TRUCK' }), 'PRE')).toBe(
      'DEPA',
    );
    expect(mapEventCode(box('PCAB'), 'POD')).toBe('PCAB');
  });
});
