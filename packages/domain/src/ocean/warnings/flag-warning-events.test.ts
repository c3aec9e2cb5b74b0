import { describe, expect, it } from 'vitest';
import { coded } from '../__fixtures__/coded.js';
import { BETA, ev } from '../__fixtures__/events.js';
import type { WarningCode } from '../event-codes.js';
import type { Warning } from '../shipment-view.js';
import { flagWarningEvents } from './flag-warning-events.js';

const warning = (eventCode: WarningCode, eventLocation: string | null = null): Warning => ({
  containerNumber: null,
  eventCode,
  eventLocation,
  eventDescription: '',
  eventDescriptionEn: '',
});
const at = (code: string, loc = 'NLRTM', extra = {}) =>
  coded(code, ev('DISC', '2026-11-07T00:00:00Z', { locationCode: loc, ...extra }));
const flaggedCodes = (events: ReturnType<typeof at>[], w: Warning) =>
  [...flagWarningEvents(events, [w])].map(([e, code]) => [e.code, code]);

describe('flagWarningEvents', () => {
  it.each<[WarningCode, string]>([
    ['WGITM', 'GITM'],
    ['WDUMP', 'DUMP'],
    ['WDLPT', 'DLPT'],
    ['WTSBA', 'TSBA'],
    ['WBDAR', 'BDAR'],
    ['WSTCS', 'STCS'],
    ['WRCVE', 'RCVE'],
  ])('%s flags the %s event', (code, target) => {
    const events = [at('GITM'), at('DUMP'), at('DLPT'), at('TSBA'), at('BDAR'), at('STCS'), at('RCVE')];
    expect(flaggedCodes(events, warning(code))).toEqual([[target, code]]);
  });

  it('WGTOT flags CUIP, or the discharge when an STCS exists', () => {
    expect(flaggedCodes([at('DSCH'), at('CUIP')], warning('WGTOT'))).toEqual([['CUIP', 'WGTOT']]);
    expect(flaggedCodes([at('DSCH'), at('CUIP'), at('STCS')], warning('WGTOT'))).toEqual([['DSCH', 'WGTOT']]);
    expect(flaggedCodes([at('DSCH')], warning('WGTOT'))).toEqual([['DSCH', 'WGTOT']]);
  });

  it('WPCGI flags POCA, or BDAR when there is no POCA', () => {
    expect(flaggedCodes([at('BDAR'), at('POCA')], warning('WPCGI'))).toEqual([['POCA', 'WPCGI']]);
    expect(flaggedCodes([at('BDAR')], warning('WPCGI'))).toEqual([['BDAR', 'WPCGI']]);
  });

  it('WETA flags FETA, else the arrival at the POD', () => {
    expect(flaggedCodes([at('BDAR'), at('FETA')], warning('WETA'))).toEqual([['FETA', 'WETA']]);
    expect(flaggedCodes([at('BDAR')], warning('WETA'))).toEqual([['BDAR', 'WETA']]);
  });

  it('flags only the event at the warning place', () => {
    const events = [at('TSBA', 'SGSIN', { vessel: BETA }), at('TSBA', 'MYTPP', { vessel: BETA })];
    expect([...flagWarningEvents(events, [warning('WTSBA', 'MYTPP')]).keys()].map((e) => e.loc)).toEqual([
      'MYTPP',
    ]);
  });

  it('flags the event of the warning box only', () => {
    const mine = at('RCVE', 'DEDUI', { equipmentReference: 'MSKU7654321' });
    const events = [at('RCVE', 'DEDUI'), mine];
    const w = { ...warning('WRCVE', 'DEDUI'), containerNumber: 'MSKU7654321' };
    expect([...flagWarningEvents(events, [w]).keys()]).toEqual([mine]);
  });
});
