import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANCHOR, at } from '../__fixtures__/fixture-voyages.js';
import { fixtureWorld, manualClock } from '../__fixtures__/fixture-world.js';
import { call, walkPages } from '../__fixtures__/http-client.js';
import { assertValid, loadSpecValidator } from '../__fixtures__/openapi-validator.js';
import { FaultSwitch } from '../faults.js';
import type { RunningServer } from '../http/types.js';
import { startDcsaTntServer } from './server.js';

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON payloads
type Ev = Record<string, any>;
const KEY = 'test-key';
const spec = loadSpecValidator('tnt_v2.2.0_resolved.yaml');
const listSchema = spec.response('GET', '/v2/events', '200');
const oneSchema = spec.response('GET', '/v2/events/{eventID}', '200');
const errorSchema = spec.response('GET', '/v2/events', 'default');

const clock = manualClock(ANCHOR);
let server: RunningServer;
beforeAll(async () => {
  server = await startDcsaTntServer({ world: fixtureWorld(), clock, faults: new FaultSwitch(), apiKey: KEY });
});
afterAll(() => server.close());

async function all(query = '', limit = 1000): Promise<Ev[]> {
  const sep = query ? '&' : '';
  return (await walkPages(`${server.url}/v2/events?${query}${sep}limit=${limit}`, KEY, (r, u) =>
    assertValid(listSchema, r.body, u),
  )) as Ev[];
}

// Independent oracle for the filters: what each filter means, read off the rendered JSON.
// A shipment's booking and B/L belong together (fixture facts), whichever one an event carries.
const SAME_SHIPMENT: Record<string, string> = { MAEU260000101: '260000101', MAEU260000102: '260000102' };
const docRefs = (e: Ev): string[] => {
  const refs: string[] = [
    e.documentID,
    ...(e.documentReferences ?? []).map((d: Ev) => d.documentReferenceValue),
  ].filter(Boolean);
  return refs
    .flatMap((r) => (SAME_SHIPMENT[r] ? [r, SAME_SHIPMENT[r]] : [r]))
    .flatMap((r) => Object.entries(SAME_SHIPMENT).flatMap(([bl, bkg]) => (bkg === r ? [r, bl] : [r])));
};
const locodeOf = (e: Ev): string | undefined =>
  e.transportCall?.UNLocationCode ?? e.eventLocation?.UNLocationCode;
/**
 * A container query also answers the vessel moves of the shipments carrying the box (those
 * named on its equipment events): transport events that name no single box of their own.
 */
const carriesBox = (e: Ev, everything: Ev[], box: string): boolean => {
  if (e.eventType !== 'TRANSPORT' || e.references) return false;
  const bookings = new Set(
    everything
      .filter((x) => x.equipmentReference === box)
      .flatMap((x) => docRefs(x).filter((r) => !r.startsWith('MAEU'))),
  );
  return docRefs(e).some((r) => bookings.has(r));
};
const FILTERS: [string, (e: Ev, everything: Ev[]) => boolean][] = [
  ['eventType=SHIPMENT,EQUIPMENT', (e) => e.eventType !== 'TRANSPORT'],
  ['shipmentEventTypeCode=CONF', (e) => e.shipmentEventTypeCode === 'CONF'],
  ['documentTypeCode=TRD', (e) => e.documentTypeCode === 'TRD'],
  ['carrierBookingReference=260000102', (e) => docRefs(e).includes('260000102')],
  ['transportDocumentReference=MAEU260000101', (e) => docRefs(e).includes('MAEU260000101')],
  ['transportDocumentTypeCode=BOL', (e) => docRefs(e).some((r) => r.startsWith('MAEU'))],
  ['transportEventTypeCode=ARRI', (e) => e.transportEventTypeCode === 'ARRI'],
  ['vesselIMONumber=9400071', (e) => e.transportCall?.vessel?.vesselIMONumber === '9400071'],
  ['exportVoyageNumber=608W', (e) => e.transportCall?.exportVoyageNumber === '608W'],
  ['carrierServiceCode=IA2', (e) => e.transportCall?.carrierServiceCode === 'IA2'],
  ['UNLocationCode=CNSHA', (e) => locodeOf(e) === 'CNSGH'],
  ['UNLocationCode=SGSIN', (e) => locodeOf(e) === 'SGSIN'],
  ['equipmentEventTypeCode=LOAD,DISC', (e) => ['LOAD', 'DISC'].includes(e.equipmentEventTypeCode)],
  [
    'equipmentReference=MSKU7654324',
    (e, everything) =>
      e.equipmentReference === 'MSKU7654324' ||
      e.references?.some((r: Ev) => r.referenceValue === 'MSKU7654324') ||
      carriesBox(e, everything, 'MSKU7654324'),
  ],
  ['eventClassifierCode=ACT', () => true], // unknown parameter: must be rejected, see below
];

describe('T&T 2.2 GET /v2/events over the fixture world', () => {
  it('serves only events published by now, every page valid against the spec', async () => {
    for (const t of [at(-40), at(-9), ANCHOR, at(2), at(30), at(60)]) {
      clock.set(t);
      const events = await all('', 7);
      for (const e of events) expect(Date.parse(e.eventCreatedDateTime)).toBeLessThanOrEqual(t);
      for (const e of events.slice(0, 40)) {
        const one = await call(`${server.url}/v2/events/${e.eventID}`, KEY);
        assertValid(oneSchema, one.body, `event ${e.eventID}`);
        expect(one.body).toEqual(e);
      }
    }
    clock.set(ANCHOR);
  });

  it('grows with time: later clocks serve a superset, with ACT events appearing', async () => {
    clock.set(at(-9));
    const early = await all();
    clock.set(at(30));
    const late = await all();
    clock.set(ANCHOR);
    const lateIds = new Set(late.map((e) => e.eventID));
    expect(early.every((e) => lateIds.has(e.eventID))).toBe(true);
    expect(late.filter((e) => e.eventClassifierCode === 'ACT').length).toBeGreaterThan(
      early.filter((e) => e.eventClassifierCode === 'ACT').length,
    );
  });

  it('applies each filter exactly as the spec defines it', async () => {
    clock.set(at(30));
    const everything = await all();
    for (const [query, means] of FILTERS.slice(0, -1)) {
      const got = await all(query, 5);
      const expected = everything.filter((e) => means(e, everything));
      expect(
        got.map((e) => e.eventID),
        query,
      ).toEqual(expected.map((e) => e.eventID));
      expect(got.length, query).toBeGreaterThan(0);
    }
    const unknown = await call(`${server.url}/v2/events?eventClassifierCode=ACT`, KEY);
    expect(unknown.status).toBe(400);
    assertValid(errorSchema, unknown.body, 'error');
    clock.set(ANCHOR);
  });

  it('supports eventCreatedDateTime with each range operator', async () => {
    clock.set(at(30));
    const everything = await all();
    const pivot = everything[Math.floor(everything.length / 2)]!.eventCreatedDateTime as string;
    const p = Date.parse(pivot);
    const cases: [string, (t: number) => boolean][] = [
      ['gte', (t) => t >= p],
      ['gt', (t) => t > p],
      ['lte', (t) => t <= p],
      ['lt', (t) => t < p],
      ['eq', (t) => t === p],
    ];
    for (const [op, keep] of cases) {
      const got = await all(`eventCreatedDateTime:${op}=${encodeURIComponent(pivot)}`);
      expect(
        got.map((e) => e.eventID),
        op,
      ).toEqual(everything.filter((e) => keep(Date.parse(e.eventCreatedDateTime))).map((e) => e.eventID));
    }
    const plain = await all(`eventCreatedDateTime=${encodeURIComponent(pivot)}`);
    expect(plain.every((e) => e.eventCreatedDateTime === pivot) && plain.length > 0).toBe(true);
    clock.set(ANCHOR);
  });

  it('pages without duplicates or gaps, whatever the page size, even while time moves', async () => {
    clock.set(at(30));
    const reference = (await all()).map((e) => e.eventID);
    for (const limit of [1, 2, 3, 13])
      expect((await all('', limit)).map((e) => e.eventID)).toEqual(reference);
    // Walk from an early clock while it advances: the result is the later clock's complete list.
    clock.set(at(-9));
    let url: string | null = `${server.url}/v2/events?limit=4`;
    const seen: string[] = [];
    while (url) {
      const reply = await call(url, KEY);
      seen.push(...(reply.body as Ev[]).map((e) => e.eventID));
      url = reply.headers.get('Next-Page');
      clock.set(at(30));
    }
    expect(new Set(seen).size).toBe(seen.length);
    const expectedLate = reference.filter((id) => !seen.includes(id));
    // only events published before the walk's position can be missed, and those are all earlier ones
    expect(seen.length + expectedLate.length).toBe(reference.length);
    clock.set(ANCHOR);
  });

  it('follows the publication rule for the direct shipment at the anchor', async () => {
    const evs = await all('carrierBookingReference=260000101&eventType=TRANSPORT');
    const key = (e: Ev) =>
      `${e.transportEventTypeCode}@${e.transportCall.UNLocationCode}:${e.eventClassifierCode}`;
    // Departure Shanghai (actual 9 days ago): planned, two estimates, actual. Arrival Rotterdam
    // (actual in 21 days, first estimate published 7 days before it): only planned so far.
    expect(evs.map(key).sort()).toEqual([
      'ARRI@NLRTM:PLN',
      'DEPA@CNSGH:ACT',
      'DEPA@CNSGH:EST',
      'DEPA@CNSGH:EST',
      'DEPA@CNSGH:PLN',
    ]);
    const act = evs.find((e) => e.eventClassifierCode === 'ACT')!;
    const lagMin = (Date.parse(act.eventCreatedDateTime) - Date.parse(act.eventDateTime)) / 60_000;
    expect(lagMin).toBeGreaterThanOrEqual(2);
    expect(lagMin).toBeLessThan(16);
    expect(act.eventDateTime).toBe(new Date(at(-9) + 6 * 3_600_000).toISOString().replace('.000', ''));
    expect(act.transportCall.vessel).toMatchObject({
      vesselIMONumber: '9778791',
      vesselName: 'MAERSK ESSEN',
    });
    expect(act.transportCall).toMatchObject({
      carrierServiceCode: 'AE1',
      exportVoyageNumber: '608W',
      facilityCode: 'SGH',
    });
  });

  it('publishes the cancellation of a cancelled booking and nothing after it', async () => {
    clock.set(at(60));
    const evs = await all('carrierBookingReference=260000103');
    clock.set(ANCHOR);
    const voids = evs.filter((e) => e.shipmentEventTypeCode === 'VOID' && e.documentTypeCode === 'BKG');
    expect(voids).toHaveLength(1);
    const cancelledAt = Date.parse(voids[0]!.eventCreatedDateTime);
    expect(evs.every((e) => Date.parse(e.eventCreatedDateTime) <= cancelledAt)).toBe(true);
    expect(evs.some((e) => e.eventClassifierCode === 'ACT' && e.eventType !== 'SHIPMENT')).toBe(false);
  });

  it('renders equipment events with container, ISO code, seal and transport call', async () => {
    const loads = await all(
      'equipmentReference=MSKU7654324&equipmentEventTypeCode=LOAD&eventCreatedDateTime:lte=2026-02-05T00:00:00Z',
    );
    // Transshipment: loaded on the mainline in Shanghai and on the feeder in Singapore.
    const where = loads.map(
      (e) => `${e.transportCall.UNLocationCode}/${e.transportCall.vessel.vesselIMONumber}`,
    );
    expect(where.sort()).toEqual(['CNSGH/9778791', 'SGSIN/9400071']);
    for (const load of loads) {
      expect(load).toMatchObject({
        eventClassifierCode: 'PLN',
        ISOEquipmentCode: '45R1',
        emptyIndicatorCode: 'LADEN',
        seals: [{ sealNumber: 'ML556677' }],
      });
    }
  });

  it('rejects missing or wrong API keys with a DCSA error, accepts a Bearer token', async () => {
    for (const key of [null, 'wrong']) {
      const reply = await call(`${server.url}/v2/events`, key);
      expect(reply.status).toBe(401);
      assertValid(errorSchema, reply.body, 'error');
    }
    const bearer = await call(`${server.url}/v2/events?limit=1`, null, {
      headers: { Authorization: `Bearer ${KEY}` },
    });
    expect(bearer.status).toBe(200);
  });

  it('answers byte-identically for the same world and clock time', async () => {
    const twin = await startDcsaTntServer({
      world: fixtureWorld(),
      clock,
      faults: new FaultSwitch(),
      apiKey: KEY,
    });
    try {
      for (const q of ['limit=5', 'eventType=EQUIPMENT&limit=3', 'UNLocationCode=SGSIN']) {
        const a = await call(`${server.url}/v2/events?${q}`, KEY);
        const b = await call(`${twin.url}/v2/events?${q}`, KEY);
        expect(a.text.length).toBeGreaterThan(2);
        expect(b.text).toBe(a.text);
        expect(b.headers.get('Next-Page')?.replace(twin.url, '')).toBe(
          a.headers.get('Next-Page')?.replace(server.url, ''),
        );
      }
    } finally {
      await twin.close();
    }
  });
});
