import { describe, expect, it } from 'vitest';
import { ALPHA, ev } from './__fixtures__/events.js';
import { testPorts } from './__fixtures__/ports.js';
import { createdTimeIso, eventTimeIso, toTimedEvent, voyageKeyOf } from './timed-event.js';

describe('toTimedEvent', () => {
  it('canonicalises the place through the port directory', () => {
    expect(toTimedEvent(ev('GTIN', '2026-10-03T09:00:00Z', { locationCode: ' cnsha ' }), testPorts).loc).toBe(
      'CNSGH',
    );
    expect(toTimedEvent(ev('GTIN', '2026-10-03T09:00:00Z', { locationCode: 'XXABC' }), testPorts).loc).toBe(
      'XXABC',
    );
  });

  it('orders a version without a creation stamp by its own time', () => {
    const t = toTimedEvent({ ...ev('GTIN', '2026-10-03T09:00:00Z'), createdTime: '' }, testPorts);
    expect(t.created).toBe(Date.parse('2026-10-03T09:00:00Z'));
  });

  it('keys vessel moves by vessel and voyage only', () => {
    expect(voyageKeyOf(ev('DEPA', '2026-10-03T09:00:00Z', { vessel: ALPHA }))).toBe('9000001/001W');
    expect(voyageKeyOf(ev('DEPA', '2026-10-03T09:00:00Z', { modeOfTransport: 'RAIL' }))).toBeNull();
  });

  it('reuses canonical ISO text and normalises anything else', () => {
    const canonical = toTimedEvent(ev('GTIN', '2026-10-03T09:00:00.000Z'), testPorts);
    expect(eventTimeIso(canonical)).toBe('2026-10-03T09:00:00.000Z');
    const offset = toTimedEvent(
      ev('GTIN', '2026-10-03T17:00:00+08:00', { created: '2026-10-03T17:05:00+08:00' }),
      testPorts,
    );
    expect(eventTimeIso(offset)).toBe('2026-10-03T09:00:00.000Z');
    expect(createdTimeIso(offset)).toBe('2026-10-03T09:05:00.000Z');
  });
});
