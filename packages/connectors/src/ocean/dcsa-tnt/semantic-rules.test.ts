import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TrackingReference } from '../contract.js';
import { startScriptedServer } from './__fixtures__/scripted-server.js';
import { checkTntEvents } from './check-events.js';
import { createDcsaTntClient } from './client.js';
import { type JsonObject, stringAt } from './json-fields.js';

// biome-ignore lint/suspicious/noExplicitAny: recorded provider JSON
type Raw = Record<string, any>;
const json = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8')) as T;
const recorded = json<Raw[]>('booking-260000101.json');
/** Our negative fixtures: each a recorded event with one thing wrong, and the reason expected. */
const negative = json<{ case: string; reason: string; event: Raw }[]>('semantic-negative.json');
/** Edge cases that are right and must be kept. */
const kept = json<{ case: string; event: Raw }[]>('semantic-kept.json');
const POLL_AT = Date.parse('2026-11-26T10:00:00.000Z');
const BOOKING: TrackingReference = { type: 'BOOKING', value: '260000101', carrierCode: 'MAEU' };

describe('the T&T 2.2 semantic rules, event by event', () => {
  it.each(negative)('rejects alone: $case → $reason', ({ reason, event }) => {
    const page = [...recorded, event, ...kept.map((k) => k.event)];
    const checked = checkTntEvents(page, { pollAt: POLL_AT });
    if (!checked.ok) throw new Error(checked.reason);
    expect(checked.rejections).toHaveLength(1);
    expect(checked.rejections[0]).toMatchObject({ reason, eventId: event.eventID });
    expect(checked.rejections[0]?.detail).toMatch(/\S/);
    // The rest of the page is kept.
    expect(checked.accepted).toHaveLength(page.length - 1);
  });

  it.each(kept)('keeps: $case', ({ event }) => {
    const checked = checkTntEvents([event], { pollAt: POLL_AT });
    expect(checked).toMatchObject({ ok: true, rejections: [] });
  });

  it('says what is wrong in words an operator can act on', () => {
    const byCase = (name: string) => {
      const found = negative.find((n) => n.case.startsWith(name));
      if (!found) throw new Error(name);
      const checked = checkTntEvents([recorded[0], found.event], { pollAt: POLL_AT });
      return checked.ok ? checked.rejections[0]?.detail : checked.reason;
    };
    expect(byCase('mode of transport')).toBe(
      'transportCall.modeOfTransport "SHIP" is not in the DCSA T&T 2.2 code list',
    );
    expect(byCase('arrival notice voided')).toBe(
      'shipmentEventTypeCode VOID is not allowed with documentTypeCode ARN (only CBR, BKG, SHI, SRM, TRD)',
    );
    expect(byCase('created 30 minutes')).toBe(
      'eventCreatedDateTime 2026-11-26T10:30:00.000Z is after the poll at 2026-11-26T10:00:00.000Z',
    );
    expect(byCase('transport event without')).toBe('schema: /transportCall is required');
    // Alone on its page too.
    const missing = negative.find((n) => n.reason === 'schema');
    expect(checkTntEvents([missing?.event], { pollAt: POLL_AT })).toMatchObject({ ok: true, accepted: [] });
  });

  it('fails the page only when it is not a list of 2.2 events at all', () => {
    expect(checkTntEvents({ events: recorded }, { pollAt: POLL_AT })).toEqual({
      ok: false,
      reason: '/ must be an array of events',
    });
    expect(checkTntEvents([recorded[0], null], { pollAt: POLL_AT })).toMatchObject({ ok: false });
    const noEvents = recorded.map((e) => ({ ...e, eventType: 1 }));
    expect(checkTntEvents(noEvents, { pollAt: POLL_AT })).toMatchObject({ ok: false });
    // One event breaking the schema alone on its page is a rejection, not a page fault (a fault
    // would stop the shipment's updates at that event for good).
    const alone: Raw = { ...recorded[0], eventCreatedDateTime: 1 };
    expect(checkTntEvents([alone], { pollAt: POLL_AT })).toMatchObject({
      ok: true,
      accepted: [],
      rejections: [{ reason: 'schema', eventId: alone.eventID }],
    });
    // Every event with an unknown code is still a rejection per event, not a page fault.
    const allUnknown = recorded.map((e) => ({ ...e, eventClassifierCode: 'REQ' }));
    const checked = checkTntEvents(allUnknown, { pollAt: POLL_AT });
    expect(checked).toMatchObject({ ok: true, accepted: [] });
    expect(checkTntEvents([], { pollAt: POLL_AT })).toEqual({ ok: true, accepted: [], rejections: [] });
  });
});

describe('the T&T client with the semantic layer', () => {
  it('returns the good events of a page and each bad one with its reason; a conflicting duplicate keeps the later created', async () => {
    const original = recorded.find((e) => e.eventType === 'TRANSPORT' && e.eventClassifierCode === 'EST');
    if (!original) throw new Error('fixture has an EST transport event');
    // The same eventID, created later with another time: sent first, so order cannot decide.
    const revised = {
      ...original,
      eventCreatedDateTime: '2026-03-01T00:00:00Z',
      eventDateTime: '2026-03-25T00:00:00Z',
    };
    const page = [revised, ...recorded, ...negative.map((n) => n.event), ...kept.map((k) => k.event)];
    const server = await startScriptedServer((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(page)),
    );
    try {
      const client = createDcsaTntClient({ baseUrl: server.url, apiKey: 'k' }, { now: () => POLL_AT });
      const batch = await client.fetchEvents(BOOKING, null);
      const ids = new Set(batch.events.map((e) => e.eventId));
      for (const n of negative) expect(ids.has(n.event.eventID)).toBe(false);
      expect(batch.events).toHaveLength(recorded.length + kept.length);
      const rejected = batch.rejections.map((r) => [r.eventId, r.reason]);
      expect(rejected).toEqual([
        ...negative.map((n) => [n.event.eventID, n.reason]),
        [original.eventID, 'conflicting-duplicate'],
      ]);
      const stored = batch.events.find((e) => e.eventId === original.eventID);
      expect(stored?.createdTime).toBe('2026-03-01T00:00:00.000Z');
      expect(stored?.eventTime).toBe('2026-03-25T00:00:00.000Z');
      // The cursor never passes the poll, rejected events (created after it) included.
      expect(batch.cursor).toBe('tnt22:created>=2026-11-26T10:00:00.000Z');
    } finally {
      await server.close();
    }
  });

  it('a rejected event withdraws nothing', () => {
    const target = recorded[0] as JsonObject;
    const superseding = {
      ...recorded.find((e) => e.eventType === 'TRANSPORT'),
      eventID: 'bad-superseding',
      eventClassifierCode: 'REQ',
      changeRemark: `supersedes event ${stringAt(target, 'eventID')}`,
    };
    const checked = checkTntEvents([target, superseding], { pollAt: POLL_AT });
    expect(checked).toMatchObject({ ok: true, accepted: [target] });
  });
});
