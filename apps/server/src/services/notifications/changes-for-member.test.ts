import { describe, expect, it } from 'vitest';
import { changesForMember, toldKey, toldKeyOf } from './changes-for-member.js';
import { netChanges, type RecordedChange } from './net-changes.js';

const eta = (oldValue: string | null, newValue: string): RecordedChange => ({
  event: 'ETA_CHANGE',
  portCode: 'NLRTM',
  placeRole: 'POD',
  code: null,
  oldValue,
  newValue,
});
const all = { events: ['ETD_CHANGE', 'ETA_CHANGE', 'ATD_CHANGE', 'ATA_CHANGE'] as const, thresholdHours: 6 };
const carrier = () => 'carrier' as const;

describe('netChanges: a window of changes folded per date', () => {
  it('keeps the value before the first change and after the last', () => {
    expect(
      netChanges([
        eta('2026-12-01T00:00:00Z', '2026-12-01T10:00:00Z'),
        eta('2026-12-01T10:00:00Z', '2026-12-02T00:00:00Z'),
      ]),
    ).toEqual([eta('2026-12-01T00:00:00Z', '2026-12-02T00:00:00Z')]);
  });
  it('drops a date that flapped back to where it started (any spelling of the instant)', () => {
    expect(
      netChanges([
        eta('2026-12-01T00:00:00Z', '2026-12-03T00:00:00Z'),
        eta('2026-12-03T00:00:00Z', '2026-12-01T08:00:00+08:00'),
      ]),
    ).toEqual([]);
  });
  it('keeps dates of other events and ports apart', () => {
    const atPod = eta('2026-12-01T00:00:00Z', '2026-12-02T00:00:00Z');
    const atOther = { ...atPod, portCode: 'DEHAM' };
    const etd = { ...atPod, event: 'ETD_CHANGE' as const };
    expect(netChanges([atPod, atOther, etd])).toHaveLength(3);
  });
});

describe('changesForMember: events, threshold and what the member was told', () => {
  const change = eta('2026-12-01T00:00:00Z', '2026-12-01T05:00:00Z');
  it('drops a change smaller than the threshold and keeps one at it', () => {
    expect(changesForMember([change], all, new Map(), carrier)).toEqual([]);
    expect(changesForMember([change], { ...all, thresholdHours: 5 }, new Map(), carrier)).toEqual([
      { ...change, deltaHours: 5, source: 'carrier' },
    ]);
  });
  it('measures from the value the member was last told, so small moves add up', () => {
    const told = new Map([[toldKey('ETA_CHANGE', 'NLRTM'), '2026-11-30T22:00:00Z']]);
    expect(changesForMember([change], all, told, carrier)).toEqual([
      { ...change, oldValue: '2026-11-30T22:00:00Z', deltaHours: 7, source: 'carrier' },
    ]);
  });
  it('tells nothing when the date is back at what the member knows', () => {
    const told = new Map([[toldKey('ETA_CHANGE', 'NLRTM'), '2026-12-01T05:00:00.000Z']]);
    expect(changesForMember([change], { ...all, thresholdHours: 0 }, told, carrier)).toEqual([]);
  });
  it('reports an earlier date as a negative change', () => {
    const earlier = eta('2026-12-02T00:00:00Z', '2026-12-01T00:00:00Z');
    expect(changesForMember([earlier], all, new Map(), carrier)[0]?.deltaHours).toBe(-24);
  });
  it('always tells a date that appears, and only the events chosen', () => {
    const departed: RecordedChange = {
      event: 'ATD_CHANGE',
      portCode: 'CNSHA',
      placeRole: 'POL',
      code: null,
      oldValue: null,
      newValue: '2026-11-20T03:00:00Z',
    };
    expect(changesForMember([departed], all, new Map(), () => 'ais')).toEqual([
      { ...departed, deltaHours: null, source: 'ais' },
    ]);
    expect(changesForMember([departed], { ...all, events: ['ETA_CHANGE'] }, new Map(), carrier)).toEqual([]);
  });
});

describe('milestones, warnings and stale data', () => {
  const hold = (code: string, newValue = '2026-12-02T01:00:00Z'): RecordedChange => ({
    event: 'HOLD_SET',
    portCode: 'NLRTM',
    placeRole: 'POD',
    code,
    oldValue: null,
    newValue,
    source: 'carrier',
  });
  const stale = (newValue: string): RecordedChange => ({
    event: 'DATA_STALE',
    portCode: '',
    code: null,
    oldValue: '2026-12-01T00:00:00Z',
    newValue,
  });
  const chosen = { events: ['HOLD_SET', 'DATA_STALE'] as const, thresholdHours: 720 };

  it('keeps a customs and a terminal hold at one port apart when folding a window', () => {
    expect(netChanges([hold('CUIP'), hold('TMHD'), hold('CUIP', '2026-12-02T02:00:00Z')])).toEqual([
      hold('CUIP', '2026-12-02T02:00:00Z'),
      hold('TMHD'),
    ]);
  });

  it('tells a milestone whatever the threshold, with no delta and its own source', () => {
    expect(changesForMember([hold('CUIP')], chosen, new Map(), () => 'ais')).toEqual([
      { ...hold('CUIP'), deltaHours: null },
    ]);
  });

  it('does not tell a milestone the member was told, at any time; another hold still is', () => {
    const told = new Map([[toldKeyOf(hold('CUIP')), '2026-12-01T00:00:00Z']]);
    expect(changesForMember([hold('CUIP'), hold('TMHD')], chosen, told, carrier).map((c) => c.code)).toEqual([
      'TMHD',
    ]);
  });

  it('tells stale data again when judged stale anew, not the same judgement twice', () => {
    const told = new Map([[toldKeyOf(stale('2026-12-03T00:00:00Z')), '2026-12-03T00:00:00Z']]);
    expect(changesForMember([stale('2026-12-03T00:00:00Z')], chosen, told, carrier)).toEqual([]);
    expect(changesForMember([stale('2026-12-05T00:00:00Z')], chosen, told, carrier)).toHaveLength(1);
  });

  const lfd = (
    event: 'LFD_CHANGE' | 'LFD_DUE',
    oldValue: string | null,
    newValue: string,
  ): RecordedChange => ({
    event,
    portCode: 'USLAX',
    placeRole: 'POD',
    code: null,
    oldValue,
    newValue,
    source: 'carrier',
  });
  const lastFreeDays = { events: ['LFD_CHANGE', 'LFD_DUE'] as const, thresholdHours: 720 };

  it('tells each move of the last free day from the one the member knows, whatever the threshold', () => {
    const first = lfd('LFD_CHANGE', null, '2026-12-05T07:59:59.999Z');
    expect(changesForMember([first], lastFreeDays, new Map(), carrier)).toEqual([
      { ...first, deltaHours: null },
    ]);
    const told = new Map([[toldKeyOf(first), '2026-12-05T07:59:59.999Z']]);
    // The carrier's old value is older than what the member was told: measured from the told one.
    const moved = lfd('LFD_CHANGE', '2026-12-04T07:59:59.999Z', '2026-12-08T07:59:59.999Z');
    expect(changesForMember([moved], lastFreeDays, told, carrier)).toEqual([
      { ...moved, oldValue: '2026-12-05T07:59:59.999Z', deltaHours: 72 },
    ]);
    expect(changesForMember([first], lastFreeDays, told, carrier)).toEqual([]);
  });

  it('tells the 48-hour reminder once per last free day', () => {
    const due = lfd('LFD_DUE', null, '2026-12-08T07:59:59.999Z');
    const told = new Map([[toldKeyOf(due), '2026-12-08T07:59:59.999Z']]);
    expect(changesForMember([due], lastFreeDays, told, carrier)).toEqual([]);
    expect(
      changesForMember([lfd('LFD_DUE', null, '2026-12-10T07:59:59.999Z')], lastFreeDays, told, carrier),
    ).toHaveLength(1);
  });
});
