import { describe, expect, it } from 'vitest';
import { formatTime } from '../../../shared/time/zoned-time';
import { maskReference } from './mask-reference';
import { dayOf } from './port-time';

describe('maskReference (hiddenReference=1)', () => {
  it('stars every character, the owner prefix too, keeping the length', () => {
    expect(maskReference('MSCU1234567')).toBe('***********');
    expect(maskReference('CCMJ222604630')).toBe('*************');
    expect(maskReference('ABC')).toBe('***');
  });
  it('leaves unmasked views alone', () => {
    expect(maskReference('MSCU1234567', false)).toBe('MSCU1234567');
  });
});

const portClock = (iso: string | null, zone: string | null) =>
  formatTime(iso, zone, { display: 'port', ownZone: null });

describe('the port clock (formatTime, port setting)', () => {
  it('shows the time to the minute on the port clock with its zone', () => {
    expect(portClock('2026-11-03T00:55:00Z', 'Asia/Shanghai')).toMatchObject({
      text: '2026-11-03 08:55',
      zone: 'GMT+8',
    });
    expect(portClock('2026-11-18T08:08:43Z', 'America/Los_Angeles')).toMatchObject({
      text: '2026-11-18 00:08',
      zone: 'PST',
    });
  });
  it('falls back to UTC for an unknown zone, null for no time', () => {
    expect(portClock('2026-11-03T00:55:00Z', null)?.zone).toBe('UTC');
    expect(portClock('2026-11-03T00:55:00Z', 'Not/AZone')?.text).toBe('2026-11-03 00:55');
    expect(portClock(null, 'Asia/Shanghai')).toBeNull();
  });
  it('keeps date-only values as they are', () => {
    expect(dayOf('2026-11-26', 'America/Los_Angeles')).toBe('2026-11-26');
    expect(dayOf('2026-11-26T03:00:00Z', 'America/Los_Angeles')).toBe('2026-11-25');
  });
});
