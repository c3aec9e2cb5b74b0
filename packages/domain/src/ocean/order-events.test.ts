import { describe, expect, it } from 'vitest';
import { type Orderable, orderConflicts, orderEvents, rankOf } from './order-events.js';

const e = (code: string, at: string, loc: string | null = 'SGSIN'): Orderable => ({
  code,
  at: Date.parse(at),
  loc,
});
const codes = (list: Orderable[]) => list.map((x) => x.code);

const est = (code: string, at: string, loc: string | null = 'SGSIN'): Orderable & { actual: boolean } => ({
  ...e(code, at, loc),
  actual: false,
});
const conflicts = (list: Orderable[], carrier = 'MAEU', zones?: (code: string) => string | null) =>
  [...orderConflicts(orderEvents(list, [...new Set(list.map((x) => x.loc ?? ''))]), carrier, zones)].map(
    ([event, { after }]) => `${event.code}<${after.code}`,
  );

describe('orderEvents', () => {
  it('puts ports in route order whatever the times say', () => {
    const list = [
      e('BDAR', '2026-11-01T00:00:00Z', 'NLRTM'),
      e('TSBA', '2026-10-10T00:00:00Z', 'SGSIN'),
      // A clock error at the POL must not move the POL after the POT.
      e('DLPT', '2026-10-11T00:00:00Z', 'CNSGH'),
    ];
    expect(codes(orderEvents(list, ['CNSGH', 'SGSIN', 'NLRTM']))).toEqual(['DLPT', 'TSBA', 'BDAR']);
  });

  it('orders a port by the rank table, whatever the times say (views.md §4)', () => {
    const list = [
      e('TSDP', '2026-10-12T20:00:00Z'),
      e('TSLB', '2026-10-12T09:00:00Z'),
      e('TSDC', '2026-10-10T11:00:00Z'),
      e('TSBA', '2026-10-10T12:00:00Z'),
    ];
    expect(codes(orderEvents(list, ['SGSIN']))).toEqual(['TSBA', 'TSDC', 'TSLB', 'TSDP']);
  });

  it("puts the estimated arrival before the estimated discharge (the issue's example)", () => {
    // Discharge estimated at 21:00, arrival at 01:00 the next day, same port.
    const list = [
      est('DSCH', '2027-01-06T21:00:00Z', 'USORF'),
      est('BDAR', '2027-01-07T01:00:00Z', 'USORF'),
      est('STCS', '2027-01-08T10:00:00Z', 'USORF'),
    ];
    expect(codes(orderEvents(list, ['USORF']))).toEqual(['BDAR', 'DSCH', 'STCS']);
  });

  it('never puts a gate-out before the discharge, nor a loading before the gate-in', () => {
    const pod = [est('STCS', '2027-01-07T08:00:00Z', 'USORF'), est('DSCH', '2027-01-07T09:00:00Z', 'USORF')];
    expect(codes(orderEvents(pod, ['USORF']))).toEqual(['DSCH', 'STCS']);
    const pol = [est('LOBD', '2027-01-01T08:00:00Z', 'CNSGH'), est('GITM', '2027-01-01T09:00:00Z', 'CNSGH')];
    expect(codes(orderEvents(pol, ['CNSGH']))).toEqual(['GITM', 'LOBD']);
  });

  it('orders events of one rank by time', () => {
    const list = [
      e('DUMP', '2026-10-11T00:00:00Z'),
      e('GITN', '2026-10-10T00:00:00Z'),
      e('DUMP', '2026-10-10T06:00:00Z'),
    ];
    const ordered = orderEvents(list, ['SGSIN']);
    expect(ordered.map((x) => `${x.code}@${new Date(x.at).getUTCDate()}`)).toEqual([
      'GITN@10',
      'DUMP@10',
      'DUMP@11',
    ]);
  });

  it('keeps an unranked code in its place in time among the ranked ones', () => {
    const list = [
      e('BDAR', '2026-11-07T00:00:00Z'),
      e('XXXX', '2026-11-08T00:00:00Z'),
      e('DSCH', '2026-11-09T00:00:00Z'),
    ];
    expect(codes(orderEvents(list, ['SGSIN']))).toEqual(['BDAR', 'XXXX', 'DSCH']);
  });

  it('puts IRDP after IRLB, IRDS after IRAR', () => {
    const list = [e('IRDP', '2026-11-09T00:00:00Z', 'NLRTM'), e('IRLB', '2026-11-09T08:00:00Z', 'NLRTM')];
    expect(codes(orderEvents(list, ['NLRTM']))).toEqual(['IRLB', 'IRDP']);
    const arrival = [e('IRDS', '2026-11-10T00:00:00Z', 'DEDUI'), e('IRAR', '2026-11-10T06:00:00Z', 'DEDUI')];
    expect(codes(orderEvents(arrival, ['DEDUI']))).toEqual(['IRAR', 'IRDS']);
  });

  it('at a seaport, ranks a train around the vessel: rail in before the gate-in, rail out after the discharge', () => {
    const pod = [
      e('IRDP', '2026-11-12T00:00:00Z', 'NLRTM'),
      e('IRLB', '2026-11-11T00:00:00Z', 'NLRTM'),
      e('DSCH', '2026-11-10T00:00:00Z', 'NLRTM'),
      e('BDAR', '2026-11-09T00:00:00Z', 'NLRTM'),
    ];
    expect(codes(orderEvents(pod, ['NLRTM']))).toEqual(['BDAR', 'DSCH', 'IRLB', 'IRDP']);
    expect(conflicts(pod)).toEqual([]);
    const pol = [
      e('LOBD', '2026-10-04T00:00:00Z', 'CNSGH'),
      e('GITN', '2026-10-03T00:00:00Z', 'CNSGH'),
      e('IRDS', '2026-10-02T00:00:00Z', 'CNSGH'),
      e('IRAR', '2026-10-01T00:00:00Z', 'CNSGH'),
    ];
    expect(codes(orderEvents(pol, ['CNSGH']))).toEqual(['IRAR', 'IRDS', 'GITN', 'LOBD']);
  });

  it('puts a TS event after the events of lower rank', () => {
    const list = [e('TSDC', '2026-10-10T00:00:00Z'), e('TSBA', '2026-10-10T06:00:00Z')];
    for (const carrier of ['EGLV', 'MSCU', 'MAEU']) {
      expect(codes(orderEvents(list, ['SGSIN'])), carrier).toEqual(['TSBA', 'TSDC']);
    }
  });

  it('places an off-route depot after the last route port reached before it', () => {
    const list = [
      e('RCVE', '2026-11-20T00:00:00Z', 'BEANR'),
      e('STCS', '2026-11-10T00:00:00Z', 'NLRTM'),
      e('DLPT', '2026-10-05T00:00:00Z', 'CNSGH'),
    ];
    expect(codes(orderEvents(list, ['CNSGH', 'NLRTM']))).toEqual(['DLPT', 'STCS', 'RCVE']);
  });

  it('gives kept DCSA codes the rank of their product equivalents', () => {
    expect(rankOf('GTIN')).toBe(rankOf('GITM'));
    expect(rankOf('DROP')).toBe(rankOf('RCVE'));
    expect(rankOf('IRDP')).toBeGreaterThan(rankOf('IRLB'));
  });
});

describe('orderConflicts', () => {
  it("marks the estimated discharge dated before the estimated arrival (the issue's example)", () => {
    const list = [est('DSCH', '2027-01-06T21:00:00Z', 'USORF'), est('BDAR', '2027-01-07T01:00:00Z', 'USORF')];
    expect(conflicts(list)).toEqual(['DSCH<BDAR']);
  });

  it('marks nothing when the times follow the order', () => {
    const list = [
      e('GITM', '2026-10-01T00:00:00Z', 'CNSGH'),
      e('LOBD', '2026-10-03T00:00:00Z', 'CNSGH'),
      est('BDAR', '2026-11-07T01:00:00Z', 'USORF'),
      est('DSCH', '2026-11-07T09:00:00Z', 'USORF'),
      est('STCS', '2026-11-08T09:00:00Z', 'USORF'),
    ];
    expect(conflicts(list)).toEqual([]);
  });

  it('marks each event dated before the latest event of lower rank, actual or estimated', () => {
    const list = [
      e('BDAR', '2026-11-07T01:00:00Z', 'USORF'),
      e('DSCH', '2026-11-07T09:00:00Z', 'USORF'),
      // The gate-out is dated before the discharge, not before the arrival: it conflicts with the discharge.
      est('STCS', '2026-11-07T05:00:00Z', 'USORF'),
      e('LOBD', '2026-10-01T00:00:00Z', 'CNSGH'),
      e('GITM', '2026-10-02T00:00:00Z', 'CNSGH'),
    ];
    expect(conflicts(list).sort()).toEqual(['LOBD<GITM', 'STCS<DSCH']);
  });

  it('compares only events of one port', () => {
    const list = [e('LOBD', '2026-10-05T00:00:00Z', 'CNSGH'), e('GITN', '2026-10-01T00:00:00Z', 'SGSIN')];
    expect(conflicts(list)).toEqual([]);
  });

  it('takes same-date rail pairs as date-only reports, other dates as conflicts', () => {
    const sameDay = [e('IRDP', '2026-11-09T00:00:00Z', 'NLRTM'), e('IRLB', '2026-11-09T08:00:00Z', 'NLRTM')];
    expect(conflicts(sameDay)).toEqual([]);
    const dayBefore = [
      e('IRDP', '2026-11-08T23:00:00Z', 'NLRTM'),
      e('IRLB', '2026-11-09T08:00:00Z', 'NLRTM'),
    ];
    expect(conflicts(dayBefore)).toEqual(['IRDP<IRLB']);
  });

  it('takes a midnight TS event of EMC or MSC as date-only, of other carriers as a conflict', () => {
    const list = [e('TSDC', '2026-10-10T00:00:00Z'), e('TSBA', '2026-10-10T06:00:00Z')];
    for (const carrier of ['EGLV', 'EMC', 'MSCU', 'MSC'])
      expect(conflicts(list, carrier), carrier).toEqual([]);
    expect(conflicts(list, 'MAEU')).toEqual(['TSDC<TSBA']);
    // A real time is a time, whoever sends it.
    const timed = [e('TSDC', '2026-10-10T00:30:00Z'), e('TSBA', '2026-10-10T06:00:00Z')];
    expect(conflicts(timed, 'MSCU')).toEqual(['TSDC<TSBA']);
  });

  it('reads a date-only MSC event at local midnight (16:00 UTC in Singapore)', () => {
    const zones = (code: string) => (code === 'SGSIN' ? 'Asia/Singapore' : null);
    const list = [e('TSDC', '2026-10-09T16:00:00Z'), e('TSBA', '2026-10-09T22:00:00Z')];
    expect(conflicts(list, 'MSCU', zones)).toEqual([]);
    // Without the zone, 16:00 UTC is a real time.
    expect(conflicts(list, 'MSCU')).toEqual(['TSDC<TSBA']);
  });

  it('compares rail dates on the local calendar', () => {
    const zones = (code: string) => (code === 'SGSIN' ? 'Asia/Singapore' : null);
    // 17:00 UTC on the 8th and 02:00 UTC on the 9th are both the 9th in Singapore.
    const list = [e('IRDP', '2026-11-08T17:00:00Z'), e('IRLB', '2026-11-09T02:00:00Z')];
    expect(conflicts(list, 'MAEU', zones)).toEqual([]);
    expect(conflicts(list, 'MAEU')).toEqual(['IRDP<IRLB']);
  });
});
