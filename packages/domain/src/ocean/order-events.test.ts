import { describe, expect, it } from 'vitest';
import { type Orderable, orderEvents, rankOf } from './order-events.js';

const e = (code: string, at: string, loc: string | null = 'SGSIN'): Orderable => ({
  code,
  at: Date.parse(at),
  loc,
});
const codes = (list: Orderable[]) => list.map((x) => x.code);

describe('orderEvents', () => {
  it('puts ports in route order whatever the times say', () => {
    const list = [
      e('BDAR', '2026-11-01T00:00:00Z', 'NLRTM'),
      e('TSBA', '2026-10-10T00:00:00Z', 'SGSIN'),
      // A clock error at the POL must not move the POL after the POT.
      e('DLPT', '2026-10-11T00:00:00Z', 'CNSGH'),
    ];
    expect(codes(orderEvents(list, ['CNSGH', 'SGSIN', 'NLRTM'], 'MAEU'))).toEqual(['DLPT', 'TSBA', 'BDAR']);
  });

  it('orders a port by time, equal times by the rank table', () => {
    const list = [
      e('TSDP', '2026-10-12T20:00:00Z'),
      e('TSLB', '2026-10-12T09:00:00Z'),
      e('TSDC', '2026-10-10T12:00:00Z'),
      e('TSBA', '2026-10-10T12:00:00Z'),
    ];
    expect(codes(orderEvents(list, ['SGSIN'], 'MAEU'))).toEqual(['TSBA', 'TSDC', 'TSLB', 'TSDP']);
  });

  it('puts IRDP after IRLB on the same date even when timed earlier', () => {
    const list = [e('IRDP', '2026-11-09T00:00:00Z', 'NLRTM'), e('IRLB', '2026-11-09T08:00:00Z', 'NLRTM')];
    expect(codes(orderEvents(list, ['NLRTM'], 'MAEU'))).toEqual(['IRLB', 'IRDP']);
  });

  it('keeps IRDP before an IRLB of another date', () => {
    const list = [e('IRDP', '2026-11-09T00:00:00Z', 'NLRTM'), e('IRLB', '2026-11-10T08:00:00Z', 'NLRTM')];
    expect(codes(orderEvents(list, ['NLRTM'], 'MAEU'))).toEqual(['IRDP', 'IRLB']);
  });

  it('puts IRDS after IRAR on the same date', () => {
    const list = [e('IRDS', '2026-11-10T00:00:00Z', 'DEDUI'), e('IRAR', '2026-11-10T06:00:00Z', 'DEDUI')];
    expect(codes(orderEvents(list, ['DEDUI'], 'MAEU'))).toEqual(['IRAR', 'IRDS']);
  });

  it('for EMC and MSC moves a midnight TS event after the last event of lower rank', () => {
    const list = [e('TSDC', '2026-10-10T00:00:00Z'), e('TSBA', '2026-10-10T06:00:00Z')];
    for (const carrier of ['EGLV', 'EMC', 'MSCU', 'MSC']) {
      expect(codes(orderEvents(list, ['SGSIN'], carrier))).toEqual(['TSBA', 'TSDC']);
    }
  });

  it('leaves midnight TS events in time order for other carriers', () => {
    const list = [e('TSDC', '2026-10-10T00:00:00Z'), e('TSBA', '2026-10-10T06:00:00Z')];
    expect(codes(orderEvents(list, ['SGSIN'], 'MAEU'))).toEqual(['TSDC', 'TSBA']);
  });

  it('leaves a TS event with a real time alone even for MSC', () => {
    const list = [e('TSDC', '2026-10-10T00:30:00Z'), e('TSBA', '2026-10-10T06:00:00Z')];
    expect(codes(orderEvents(list, ['SGSIN'], 'MSCU'))).toEqual(['TSDC', 'TSBA']);
  });

  it('puts a stale planned discharge after the revised arrival estimate of its vessel', () => {
    // The vessel is late: its arrival estimate moved past the discharge the carrier planned.
    const list = [
      { ...e('DSCH', '2027-01-06T22:00:00Z', 'USORF'), actual: false },
      { ...e('BDAR', '2027-01-07T14:15:00Z', 'USORF'), actual: false },
      { ...e('STCS', '2027-01-08T10:00:00Z', 'USORF'), actual: false },
    ];
    expect(codes(orderEvents(list, ['USORF'], 'MATS'))).toEqual(['BDAR', 'DSCH', 'STCS']);
  });

  it('lets actual times contradict the rank table', () => {
    // A discharge reported before the arrival actually happened that way round: time order holds.
    const list = [e('DSCH', '2026-11-06T22:00:00Z', 'USORF'), e('BDAR', '2026-11-07T14:15:00Z', 'USORF')];
    expect(codes(orderEvents(list, ['USORF'], 'MATS'))).toEqual(['DSCH', 'BDAR']);
    // An estimate of a higher rank does not move an actual event.
    const mixed = [
      e('BDAR', '2026-11-07T14:15:00Z', 'USORF'),
      { ...e('DSCH', '2026-11-07T10:00:00Z', 'USORF'), actual: false },
    ];
    expect(codes(orderEvents(mixed, ['USORF'], 'MATS'))).toEqual(['BDAR', 'DSCH']);
  });

  it('places an off-route depot after the last route port reached before it', () => {
    const list = [
      e('RCVE', '2026-11-20T00:00:00Z', 'BEANR'),
      e('STCS', '2026-11-10T00:00:00Z', 'NLRTM'),
      e('DLPT', '2026-10-05T00:00:00Z', 'CNSGH'),
    ];
    expect(codes(orderEvents(list, ['CNSGH', 'NLRTM'], 'MAEU'))).toEqual(['DLPT', 'STCS', 'RCVE']);
  });

  it('gives kept DCSA codes the rank of their product equivalents', () => {
    expect(rankOf('GTIN')).toBe(rankOf('GITM'));
    expect(rankOf('DROP')).toBe(rankOf('RCVE'));
    expect(rankOf('IRDP')).toBeGreaterThan(rankOf('IRLB'));
  });
});

describe('orderEvents on the local clock', () => {
  const zones = (code: string) => (code === 'SGSIN' ? 'Asia/Singapore' : null);

  it('reads a date-only MSC event at local midnight (16:00 UTC in Singapore)', () => {
    const list = [e('TSDC', '2026-10-09T16:00:00Z'), e('TSBA', '2026-10-09T22:00:00Z')];
    expect(codes(orderEvents(list, ['SGSIN'], 'MSCU', zones))).toEqual(['TSBA', 'TSDC']);
    // Without the zone, 16:00 UTC is a real time and the order stays by time.
    expect(codes(orderEvents(list, ['SGSIN'], 'MSCU'))).toEqual(['TSDC', 'TSBA']);
  });

  it('compares rail dates on the local calendar', () => {
    // 17:00 UTC on the 8th and 02:00 UTC on the 9th are both the 9th in Singapore.
    const list = [e('IRDP', '2026-11-08T17:00:00Z'), e('IRLB', '2026-11-09T02:00:00Z')];
    expect(codes(orderEvents(list, ['SGSIN'], 'MAEU', zones))).toEqual(['IRLB', 'IRDP']);
    expect(codes(orderEvents(list, ['SGSIN'], 'MAEU'))).toEqual(['IRDP', 'IRLB']);
  });
});
