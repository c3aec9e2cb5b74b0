import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANCHOR, at, VOYAGES } from '../__fixtures__/fixture-voyages.js';
import { fixtureWorld, manualClock } from '../__fixtures__/fixture-world.js';
import { call, walkPages } from '../__fixtures__/http-client.js';
import { assertValid, loadSpecValidator } from '../__fixtures__/openapi-validator.js';
import { FaultSwitch } from '../faults.js';
import type { RunningServer } from '../http/types.js';
import { startDcsaCsServer } from './server.js';

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON payloads
type J = Record<string, any>;
const KEY = 'cs-key';
const spec = loadSpecValidator('cs_v1.0.3.yaml');
const schemas = {
  ptp: spec.response('GET', '/v1/point-to-point-routes', '200'),
  ps: spec.response('GET', '/v1/port-schedules', '200'),
  vs: spec.response('GET', '/v1/vessel-schedules', '200'),
  error: spec.response('GET', '/v1/vessel-schedules', '400'),
};

const clock = manualClock(at(-20));
let server: RunningServer;
beforeAll(async () => {
  server = await startDcsaCsServer({ world: fixtureWorld(), clock, faults: new FaultSwitch(), apiKey: KEY });
});
afterAll(() => server.close());

const list = async (kind: keyof typeof schemas, path: string, query: string, limit = 1) =>
  (await walkPages(`${server.url}${path}?limit=${limit}&${query}`, KEY, (r, u) =>
    assertValid(schemas[kind], r.body, u),
  )) as J[];
const routes = (q: string, limit = 1) => list('ptp', '/v1/point-to-point-routes', q, limit);

describe('CS 1.0 over the fixture world', () => {
  it('offers the direct sailing and the transhipment via Singapore, with legs, transit time and cut-offs', async () => {
    const direct = await routes('placeOfReceipt=CNSHA&placeOfDelivery=NLRTM');
    // 608W departs in 11 days; 610W is a blank sailing and is not sold; 612W departs in 39 days.
    expect(
      direct.map((r) =>
        r.legs.map((l: J) => l.transport.servicePartners[0].carrierExportVoyageNumber).join('+'),
      ),
    ).toEqual(['608W', '612W']);
    const first = direct[0]!;
    const dep = Date.parse(first.placeOfReceipt.dateTime);
    const arr = Date.parse(first.placeOfDelivery.dateTime);
    expect(first.transitTime).toBe(Math.ceil((arr - dep) / 86_400_000));
    // No North American call on this service: no advance-filing (AFC) cut-off.
    expect(first.cutOffTimes.map((c: J) => c.cutOffDateTimeCode)).toEqual([
      'EFC',
      'DCO',
      'VCO',
      'FCO',
      'CUA',
    ]);
    const cutOff = (code: string) =>
      Date.parse(first.cutOffTimes.find((c: J) => c.cutOffDateTimeCode === code).cutOffDateTime);
    const fixture = VOYAGES[0]!.calls[0]!.cutOffs;
    expect(cutOff('DCO')).toBe(fixture.documentation);
    expect(cutOff('EFC')).toBe(fixture.portOpening);
    expect(cutOff('CUA')).toBe(fixture.customs);
    // 612W omits Singapore: no intermediate call there.
    expect(direct[1]!.legs[0].intermediateCalls ?? []).toEqual([]);

    const via = await routes('placeOfReceipt=CNSHA&placeOfDelivery=IDJKT');
    expect(via).toHaveLength(1);
    const legs = via[0]!.legs as J[];
    expect(
      legs.map((l) => `${l.departure.location.UNLocationCode}>${l.arrival.location.UNLocationCode}`),
    ).toEqual(['CNSGH>SGSIN', 'SGSIN>IDJKT']);
    expect(Date.parse(legs[1]!.departure.dateTime)).toBeGreaterThan(Date.parse(legs[0]!.arrival.dateTime));
    expect(await routes('placeOfReceipt=CNSHA&placeOfDelivery=IDJKT&maxTranshipment=0')).toEqual([]);
  });

  it('honours departure and arrival windows, and numbers solutions stably across pages', async () => {
    const q = 'placeOfReceipt=CNSGH&placeOfDelivery=NLRTM';
    expect((await routes(`${q}&departureStartDate=2026-03-10`)).map((r) => r.solutionNumber)).toEqual([1]);
    expect(await routes(`${q}&arrivalEndDate=2026-03-20`)).toEqual([]);
    const paged = await routes(q, 1);
    expect(paged).toEqual((await call(`${server.url}/v1/point-to-point-routes?limit=50&${q}`, KEY)).body);
    expect(paged.map((r) => r.solutionNumber)).toEqual([1, 2]);
  });

  it('lists port schedules per terminal from the given date, without blank sailings', async () => {
    const ps = await list('ps', '/v1/port-schedules', 'UNLocationCode=SGSIN&date=2026-02-24');
    expect(ps.map((p) => p.location.facilitySMDGCode)).toEqual(['PPT']);
    const voyages = ps[0]!.vesselSchedules.map((s: J) => s.servicePartners[0].carrierExportVoyageNumber);
    expect(voyages.sort()).toEqual(['608W', '609S']);
    const bad = await call(`${server.url}/v1/port-schedules?UNLocationCode=SGSIN`, KEY);
    expect(bad.status).toBe(400);
    assertValid(schemas.error, bad.body, 'error');
  });

  it('lists vessel schedules for every filter, valid against the spec', async () => {
    const queries = [
      '',
      'carrierServiceCode=IA2',
      'vesselIMONumber=9778791',
      'vesselName=MAERSK%20ESSEN',
      'carrierVoyageNumber=612W',
      'universalVoyageReference=2608W',
      'UNLocationCode=IDJKT',
      'facilitySMDGCode=ECT',
      'vesselOperatorCarrierCode=MAEU',
      'startDate=2026-03-15&endDate=2026-03-20',
      'UNLocationCode=SGSIN&responseScope=MATCHED_CALLS',
    ];
    for (const t of [at(-20), ANCHOR, at(25)]) {
      clock.set(t);
      for (const q of queries)
        expect((await list('vs', '/v1/vessel-schedules', q)).length, q).toBeGreaterThan(0);
    }
    clock.set(at(-20));
    const all = await list('vs', '/v1/vessel-schedules', '', 10);
    const callsOf = all.flatMap((s) => s.vesselSchedules.flatMap((v: J) => v.transportCalls));
    // The blank sailing and the omitted call are not sold.
    expect(callsOf.some((c: J) => c.carrierExportVoyageNumber === '610W')).toBe(false);
    expect(
      callsOf
        .filter((c: J) => c.carrierExportVoyageNumber === '612W')
        .map((c: J) => c.location.UNLocationCode),
    ).toEqual(['CNSGH', 'NLRTM']);
  });

  it('rejects a wrong API key and answers deterministically', async () => {
    const denied = await call(`${server.url}/v1/vessel-schedules`, 'x');
    expect(denied.status).toBe(401);
    assertValid(schemas.error, denied.body, '401');
    const q = `${server.url}/v1/point-to-point-routes?placeOfReceipt=CNSHA&placeOfDelivery=IDJKT`;
    expect((await call(q, KEY)).text).toBe((await call(q, KEY)).text);
  });
});
