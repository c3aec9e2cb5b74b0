import { namedCutOffs } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import { cutOffList, timeUntil } from './cut-off-list';

const t = (day: number, hour = 0) => new Date(Date.UTC(2026, 11, day, hour)).toISOString();

describe('cut-offs in the order a shipper meets them', () => {
  it('lists published ones by time, marks the passed and the next, then the unpublished', () => {
    const cutOffs = namedCutOffs([
      { code: 'FCO', time: t(4, 12) },
      { code: 'DCO', time: t(2) },
      { code: 'VCO', time: t(3, 12) },
      { code: 'EFC', time: t(1) },
      { code: 'RCO', time: t(4) },
    ]);
    const list = cutOffList(cutOffs, Date.parse(t(2, 6)));
    expect(list.map((c) => [c.kind, c.code, c.passed, c.next])).toEqual([
      ['portOpening', 'EFC', true, false],
      ['documentation', 'DCO', true, false],
      ['vgm', 'VCO', false, true],
      ['other', 'RCO', false, false],
      ['portCutOff', 'FCO', false, false],
      ['customs', null, false, false],
      ['ams', null, false, false],
    ]);
    expect(list.at(-1)?.time).toBeNull();
  });

  it('keeps an FCO beside a PCO as an extra code, the PCO being the port cut-off', () => {
    const list = cutOffList(
      namedCutOffs([
        { code: 'PCO', time: t(5) },
        { code: 'FCO', time: t(4) },
      ]),
      Date.parse(t(1)),
    );
    expect(list.slice(0, 2).map((c) => [c.kind, c.code])).toEqual([
      ['other', 'FCO'],
      ['portCutOff', 'PCO'],
    ]);
  });

  it('has no next deadline when all have passed or none is published', () => {
    expect(cutOffList(namedCutOffs([]), 0).every((c) => !c.next && c.time === null)).toBe(true);
    expect(cutOffList(namedCutOffs([{ code: 'DCO', time: t(1) }]), Date.parse(t(9)))[0]).toMatchObject({
      passed: true,
      next: false,
    });
  });

  it('tells the time left in days and hours', () => {
    expect(timeUntil(t(3, 20), Date.parse(t(1, 9)))).toEqual({ days: 2, hours: 11, past: false });
    expect(timeUntil(t(1), Date.parse(t(1, 5)))).toEqual({ days: 0, hours: 5, past: true });
  });
});
