import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventListValidator } from './event-schema.js';

// biome-ignore lint/suspicious/noExplicitAny: recorded provider JSON
type Raw = Record<string, any>;
const recorded = JSON.parse(
  readFileSync(new URL('./__fixtures__/booking-260000101.json', import.meta.url), 'utf8'),
) as Raw[];
const ofType = (type: string) => recorded.findIndex((e) => e.eventType === type);
const validate = eventListValidator();

// Indexed as a record: the test picks indexes it knows exist.
function reasonFor(mutate: (events: Raw) => void): string {
  const events = structuredClone(recorded);
  mutate(events);
  const result = validate(events);
  return result.ok ? 'valid' : result.reason;
}

describe('the T&T 2.2 event schema check', () => {
  it('accepts the recorded payloads of all three event types, and an empty list', () => {
    expect(validate(recorded).ok).toBe(true);
    expect(validate([]).ok).toBe(true);
  });

  it('names the first failing path of each kind of breakage', () => {
    const t = ofType('TRANSPORT');
    const s = ofType('SHIPMENT');
    const q = ofType('EQUIPMENT');
    expect(reasonFor((e) => delete e[t].transportCall)).toBe(`/${t}/transportCall is required`);
    expect(reasonFor((e) => (e[t].transportCall.modeOfTransport = 'SHIP'))).toMatch(
      new RegExp(`^/${t}/transportCall/modeOfTransport must be equal to one of the allowed values`),
    );
    expect(reasonFor((e) => (e[s].documentTypeCode = 'XYZ'))).toMatch(new RegExp(`^/${s}/documentTypeCode `));
    expect(reasonFor((e) => (e[q].eventDateTime = 'yesterday'))).toMatch(
      new RegExp(`^/${q}/eventDateTime must match format`),
    );
    expect(reasonFor((e) => (e[q].equipmentEventTypeCode = 'TELEPORT'))).toMatch(
      new RegExp(`^/${q}/equipmentEventTypeCode `),
    );
    expect(reasonFor((e) => (e[0].eventType = 'CUSTOMS'))).toBe(
      '/0/eventType must be one of TRANSPORT, SHIPMENT, EQUIPMENT',
    );
    expect(validate({ events: recorded })).toEqual({ ok: false, reason: '/ must be an array of events' });
    expect(validate([null])).toEqual({ ok: false, reason: '/0 must be an event object' });
  });
});
