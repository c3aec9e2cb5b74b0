import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackingReference } from '../contract.js';
import { at, SANDBOX_KEY, startTntSandbox, type TntSandbox } from './__fixtures__/tnt-sandbox.js';
import { createDcsaTntClient } from './client.js';
import { decodeCursor } from './cursor.js';

// biome-ignore lint/suspicious/noExplicitAny: raw provider JSON read back for comparison
type Raw = Record<string, any>;

const BOOKING: TrackingReference = { type: 'BOOKING', value: '260000101', carrierCode: 'MAEU' };
const BL: TrackingReference = { type: 'BILL_OF_LADING', value: 'MAEU260000102', carrierCode: 'MAEU' };
const CONTAINER: TrackingReference = { type: 'CONTAINER', value: 'MSKU7654324', carrierCode: 'MAEU' };

let sandbox: TntSandbox;
beforeAll(async () => {
  sandbox = await startTntSandbox({ at: at(30) });
});
afterAll(() => sandbox.close());

/** Independent oracle: every event of a query in one big page, straight from the server. */
async function rawEvents(query: string): Promise<Raw[]> {
  const res = await fetch(`${sandbox.url}/v2/events?${query}&limit=1000`, {
    headers: { 'API-Key': SANDBOX_KEY },
  });
  expect(res.headers.get('Next-Page')).toBeNull();
  return (await res.json()) as Raw[];
}

describe('createDcsaTntClient polling the sandbox T&T 2.2 server', () => {
  it('filters by each reference type and walks every page to the end', async () => {
    const cases: [TrackingReference, string][] = [
      [BOOKING, 'carrierBookingReference=260000101'],
      [BL, 'transportDocumentReference=MAEU260000102'],
      [CONTAINER, 'equipmentReference=MSKU7654324'],
    ];
    for (const [reference, query] of cases) {
      const expected = await rawEvents(query);
      expect(expected.length, query).toBeGreaterThan(3);
      // A page size of 2 forces several Next-Page hops.
      const client = createDcsaTntClient({ baseUrl: sandbox.url, apiKey: SANDBOX_KEY }, { pageSize: 2 });
      const batch = await client.fetchEvents(reference, null);
      expect(
        batch.events.map((e) => e.eventId),
        query,
      ).toEqual(expected.map((e) => e.eventID));
      expect(batch.retractedEventIds).toEqual([]);
      const latest = Math.max(...expected.map((e) => Date.parse(e.eventCreatedDateTime)));
      expect(Date.parse(decodeCursor(batch.cursor) ?? '')).toBe(latest);
    }
  });

  it('resumes from the cursor: a second poll brings only events created since, plus the boundary', async () => {
    sandbox.clock.set(at(-9));
    const client = createDcsaTntClient({ baseUrl: sandbox.url, apiKey: SANDBOX_KEY }, { pageSize: 3 });
    const first = await client.fetchEvents(BOOKING, null);
    const boundary = decodeCursor(first.cursor);
    expect(boundary).not.toBeNull();
    sandbox.clock.set(at(30));
    const second = await client.fetchEvents(BOOKING, first.cursor);
    sandbox.clock.set(at(30));
    const all = await rawEvents('carrierBookingReference=260000101');
    const firstIds = new Set(first.events.map((e) => e.eventId));
    const expectedNew = all.filter((e) => !firstIds.has(e.eventID)).map((e) => e.eventID);
    expect(expectedNew.length).toBeGreaterThan(0);
    const secondNew = second.events.filter((e) => !firstIds.has(e.eventId));
    expect(secondNew.map((e) => e.eventId)).toEqual(expectedNew);
    // Overlap only at the boundary instant (gte), never older events.
    for (const e of second.events.filter((x) => firstIds.has(x.eventId)))
      expect(Date.parse(e.createdTime)).toBe(Date.parse(boundary ?? ''));
    // Nothing new: the cursor stays where it was.
    const third = await client.fetchEvents(BOOKING, second.cursor);
    expect(third.cursor).toBe(second.cursor);
    expect(
      third.events.every((e) => Date.parse(e.createdTime) === Date.parse(decodeCursor(second.cursor) ?? '')),
    ).toBe(true);
  });

  it('finds a booking number typed as a B/L, and keeps asking by booking after', async () => {
    sandbox.clock.set(at(30));
    const client = createDcsaTntClient({ baseUrl: sandbox.url, apiKey: SANDBOX_KEY });
    const typed: TrackingReference = { ...BOOKING, type: 'BILL_OF_LADING' };
    const expected = await rawEvents('carrierBookingReference=260000101');
    const first = await client.fetchEvents(typed, null);
    expect(first.events.map((e) => e.eventId)).toEqual(expected.map((e) => e.eventID));
    // The next poll asks by booking from the cursor: only the boundary events come again.
    const second = await client.fetchEvents(typed, first.cursor);
    expect(second.cursor).toBe(first.cursor);
    expect(second.events.length).toBeGreaterThan(0);
    expect(second.events.length).toBeLessThan(first.events.length);
    // A real B/L is asked by B/L only; a number nobody knows brings nothing, and no cursor.
    const bl = await client.fetchEvents(BL, null);
    expect(bl.cursor?.startsWith('booking;')).toBe(false);
    const unknown = await client.fetchEvents({ ...BL, value: 'NOSUCH1' }, null);
    expect(unknown).toMatchObject({ events: [], cursor: null });
  });

  it('maps what it fetched into CarrierEvents', async () => {
    const client = createDcsaTntClient({ baseUrl: sandbox.url, apiKey: SANDBOX_KEY });
    const batch = await client.fetchEvents(CONTAINER, null);
    // The box's own events, and the vessel moves of its shipment (which name no container).
    const equipment = batch.events.filter((e) => e.eventCategory === 'EQUIPMENT');
    const transport = batch.events.filter((e) => e.eventCategory === 'TRANSPORT');
    expect(equipment.length + transport.length).toBe(batch.events.length);
    expect(
      equipment.every((e) => e.equipmentReference === 'MSKU7654324' && e.isoEquipmentCode === '45R1'),
    ).toBe(true);
    expect(transport.map((e) => e.eventCode)).toContain('DEPA');
    expect(transport.every((e) => e.equipmentReference === null && e.vesselImo !== null)).toBe(true);
    expect(batch.unmappedCodes).toEqual([]);
  });
});
