import { describe, expect, it } from 'vitest';
import { arrangeResults, compareSailings, sailingsOf, weeksCovered } from './arrange-results';
import { call, leg, page, sailing } from './test-fixtures';

const DAY = 86_400_000;
const at = (day: number) => new Date(Date.UTC(2026, 11, 1) + day * DAY).toISOString();

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
  eta: at(36),
  transitDays: 35,
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
