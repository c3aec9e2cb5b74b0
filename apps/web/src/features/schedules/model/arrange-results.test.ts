import { describe, expect, it } from 'vitest';
import { arrangeResults, compareSailings, sailingsOf, weeksCovered } from './arrange-results';
import { call, leg, page, sailing } from './test-fixtures';

const DAY = 86_400_000;
const at = (day: number, hours = 0) =>
  new Date(Date.UTC(2026, 11, 1) + day * DAY + hours * 3_600_000).toISOString();

// Three Maersk AE1 sailings, one CMA CGM, one Maersk transshipment via Singapore.
const a1 = sailing('a1', { etd: at(0), eta: at(30), transitDays: 30 });
const a2 = sailing('a2', { etd: at(7), eta: at(33), transitDays: 26 });
const a3 = sailing('a3', { etd: at(14), eta: at(44), transitDays: 30 });
const c1 = sailing('c1', {
  carrierCode: 'CMDU',
  carrierName: 'CMA CGM',
  serviceCode: 'FAL1',
  serviceName: 'French Asia Line 1',
  etd: at(3),
  eta: at(31),
  transitDays: 28,
  legs: [leg(call('CNSHA'), call('NLRTM'), { carrierCode: 'CMDU', serviceCode: 'FAL1' })],
});
const t1 = sailing('t1', {
  serviceCode: 'AE1',
  direct: false,
  transshipmentPorts: [
    { portCode: 'SGSIN', portName: 'Singapore', portNameCn: null, country: 'SG', timeZone: null },
  ],
  etd: at(1),
  // Arrives before a2 (day 33), so no direct Maersk sailing beats it on both ends.
  eta: at(32),
  transitDays: 31,
});
const ids = (groups: ReturnType<typeof arrangeResults>['groups']) =>
  groups.map((g) => g.sailings.map((s) => s.id));

describe('arranging the schedule results', () => {
  it('merges pages and drops a sailing a later page repeats', () => {
    expect(sailingsOf([page([a1, c1], 5), page([c1, a2, a3], 5)]).map((s) => s.id)).toEqual([
      'a1',
      'c1',
      'a2',
      'a3',
    ]);
  });

  it('groups by service in the order of each group’s best sailing, by departure', () => {
    const r = arrangeResults([page([a3, c1, a1, t1, a2])], { sort: 'etd', carriers: [] });
    expect(r.groups.map((g) => g.key)).toEqual(['MAEU:AE1', 'MAEU:AE1@SGSIN', 'CMDU:FAL1']);
    expect(ids(r.groups)).toEqual([['a1', 'a2', 'a3'], ['t1'], ['c1']]);
    expect(r.groups[0]).toMatchObject({ minTransitDays: 26, maxTransitDays: 30, nextEtd: at(0) });
    expect(r).toMatchObject({ shown: 5, loaded: 5, direct: 4, transshipment: 1 });
  });

  it('sorts by arrival and by transit time, ties by departure', () => {
    expect(ids(arrangeResults([page([a1, a2, a3, c1, t1])], { sort: 'eta', carriers: [] }).groups)).toEqual([
      ['a1', 'a2', 'a3'],
      ['c1'],
      ['t1'],
    ]);
    const byTransit = arrangeResults([page([a1, a2, a3, c1, t1])], { sort: 'transitDays', carriers: [] });
    expect(ids(byTransit.groups)).toEqual([['a2', 'a1', 'a3'], ['c1'], ['t1']]);
  });

  it('never offers first a transshipment a direct sailing of the carrier beats on both ends', () => {
    // Leaves Shanghai on day 6, a day before a2 (day 7), and arrives on a2's day (33): strictly worse.
    const worse = sailing('ts', { ...t1, id: 'ts', etd: at(6), eta: at(33, 5), transitDays: 28 });
    const byEtd = arrangeResults([page([worse, a2, a3, c1])], { sort: 'etd', carriers: [] });
    // By departure it would come first (day 6): it comes after a2, the sailing that beats it.
    expect(ids(byEtd.groups)).toEqual([['c1'], ['a2', 'a3'], ['ts']]);
    // Still offered and counted.
    expect(byEtd).toMatchObject({ shown: 4, transshipment: 1 });
    const c2 = sailing('c2', { ...c1, id: 'c2', etd: at(6, 12), eta: at(33, 6), transitDays: 27 });
    const otherCarrier = arrangeResults([page([c2, worse])], { sort: 'etd', carriers: [] });
    expect(ids(otherCarrier.groups)).toEqual([['ts'], ['c2']]);
  });

  it('filters carriers on the page and still offers every carrier loaded', () => {
    const r = arrangeResults([page([a1, c1, t1])], { sort: 'etd', carriers: ['CMDU'] });
    expect(ids(r.groups)).toEqual([['c1']]);
    expect(r).toMatchObject({ shown: 1, loaded: 3, direct: 1, transshipment: 0 });
    expect(r.carriers).toEqual([
      { code: 'CMDU', name: 'CMA CGM', sailings: 1 },
      { code: 'MAEU', name: 'Maersk', sailings: 2 },
    ]);
  });

  it('compares equal keys by departure, then id, so the order is stable', () => {
    const same = sailing('b', { etd: at(0), transitDays: 30 });
    expect([same, a1].sort(compareSailings('transitDays')).map((s) => s.id)).toEqual(['a1', 'b']);
  });

  it('counts the weeks the departures span', () => {
    const r = arrangeResults([page([a1, a2, a3])], { sort: 'etd', carriers: [] });
    expect(weeksCovered(r.groups)).toBe(2);
    expect(weeksCovered([])).toBe(0);
  });
});
