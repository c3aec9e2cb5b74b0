import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../../world/build-world.js';
import type { World } from '../../world/model.js';
import { manualClock } from '../__fixtures__/fixture-world.js';
import { walkPages } from '../__fixtures__/http-client.js';
import { assertValid, loadSpecValidator } from '../__fixtures__/openapi-validator.js';
import { startDcsaCsServer } from '../dcsa-cs/server.js';
import { startDcsaOvsServer } from '../dcsa-ovs/server.js';
import { startDcsaTntServer } from '../dcsa-tnt/server.js';
import { FaultSwitch } from '../faults.js';
import type { RunningServer } from './types.js';

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON payloads
type J = Record<string, any>;
const KEY = 'real';
const ANCHOR = Date.UTC(2026, 2, 1, 12, 0, 0);
const tnt = loadSpecValidator('tnt_v2.2.0_resolved.yaml').response('GET', '/v2/events', '200');
const cs = loadSpecValidator('cs_v1.0.3.yaml');
const ovs = loadSpecValidator('ovs_v3.0.2.yaml').response('GET', '/v3/service-schedules', '200');

let world: World;
const servers: Record<string, RunningServer> = {};
beforeAll(async () => {
  world = buildWorld({ seed: 1, anchor: ANCHOR, size: { activeContainers: 500 } });
  const base = { world, clock: manualClock(ANCHOR), faults: new FaultSwitch(), apiKey: KEY };
  servers.tnt = await startDcsaTntServer(base);
  servers.cs = await startDcsaCsServer(base);
  servers.ovs = await startDcsaOvsServer(base);
}, 60_000);
afterAll(async () => {
  for (const s of Object.values(servers)) await s.close();
});

describe('DCSA servers over a real small world (seed 1, 500 containers)', () => {
  it('serves T&T event pages valid against the spec, fast', async () => {
    let pages = 0;
    const events = (await walkPages(
      `${servers.tnt!.url}/v2/events?limit=100`,
      KEY,
      (r, u) => {
        pages += 1;
        assertValid(tnt, r.body, u);
      },
      150,
    )) as J[];
    expect(pages).toBe(150);
    expect(new Set(events.map((e) => e.eventID)).size).toBe(events.length);
    for (const type of ['SHIPMENT', 'TRANSPORT', 'EQUIPMENT'])
      expect(
        events.some((e) => e.eventType === type),
        type,
      ).toBe(true);
    // Throughput as a client sees it (HTTP, JSON), pages of 1000, no validation.
    const started = performance.now();
    const served = (await walkPages(`${servers.tnt!.url}/v2/events?limit=1000`, KEY, () => {}, 15)) as J[];
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `T&T: ${Math.round(served.length / seconds)} events/s served (${served.length} events in ${seconds.toFixed(2)} s)`,
    );
    expect(served.every((e) => Date.parse(e.eventCreatedDateTime) <= ANCHOR)).toBe(true);
    const cancelled = world.shipments.find(
      (s) => s.status === 'CANCELLED' && s.bookedAt < ANCHOR - 10 * 86_400_000,
    );
    if (cancelled) {
      const own = (await walkPages(
        `${servers.tnt!.url}/v2/events?carrierBookingReference=${cancelled.carrierBookingReference}`,
        KEY,
      )) as J[];
      expect(own.some((e) => e.shipmentEventTypeCode === 'VOID' && e.documentTypeCode === 'BKG')).toBe(true);
    }
  });

  it('answers filtered T&T queries for the sample references with matching, valid events', async () => {
    const samples = world.samples();
    const checks: [string, (e: J) => boolean][] = [
      ...samples.bookings
        .slice(0, 8)
        .map((b): [string, (e: J) => boolean] => [`carrierBookingReference=${b}`, () => true]),
      ...samples.containers.slice(0, 8).map((c): [string, (e: J) => boolean] => {
        // The box's own events, plus the vessel moves of the shipments carrying it.
        const bookings = new Set(world.shipmentsByReference(c).map((s) => s.carrierBookingReference));
        return [
          `equipmentReference=${c}`,
          (e) =>
            e.equipmentReference === c ||
            e.references?.some((r: J) => r.referenceType === 'EQ' && r.referenceValue === c) ||
            (e.eventType === 'TRANSPORT' &&
              !e.references &&
              e.documentReferences?.some(
                (r: J) => r.documentReferenceType === 'BKG' && bookings.has(r.documentReferenceValue),
              )),
        ];
      }),
      ...world.vessels
        .slice(0, 2)
        .map((v): [string, (e: J) => boolean] => [
          `vesselIMONumber=${v.imo}`,
          (e) => e.transportCall?.vessel?.vesselIMONumber === v.imo,
        ]),
      ['eventType=TRANSPORT&transportEventTypeCode=DEPA', (e) => e.transportEventTypeCode === 'DEPA'],
      ['UNLocationCode=CNSHA&eventType=EQUIPMENT', (e) => e.eventType === 'EQUIPMENT'],
    ];
    let found = 0;
    for (const [q, means] of checks) {
      const events = (await walkPages(
        `${servers.tnt!.url}/v2/events?limit=200&${q}`,
        KEY,
        (r, u) => assertValid(tnt, r.body, u),
        10,
      )) as J[];
      expect(events.every(means), q).toBe(true);
      found += events.length;
    }
    expect(found).toBeGreaterThan(100);
  });

  it('serves OVS and CS schedules valid against their specs', async () => {
    const services = (await walkPages(
      `${servers.ovs!.url}/v3/service-schedules?limit=20&startDate=2026-02-20&endDate=2026-03-10`,
      KEY,
      (r, u) => assertValid(ovs, r.body, u),
    )) as J[];
    expect(services.length).toBeGreaterThan(5);
    const codes = new Set(
      services.flatMap((s) =>
        s.vesselSchedules.flatMap((v: J) => v.transportCalls.flatMap((c: J) => c.statusCodes ?? [])),
      ),
    );
    console.info(`OVS: ${services.length} services, status codes seen: ${[...codes].join(',') || 'none'}`);

    const vs = cs.response('GET', '/v1/vessel-schedules', '200');
    const schedules = await walkPages(
      `${servers.cs!.url}/v1/vessel-schedules?limit=20&startDate=2026-02-20&endDate=2026-03-10`,
      KEY,
      (r, u) => assertValid(vs, r.body, u),
    );
    expect(schedules.length).toBeGreaterThan(5);

    const ps = cs.response('GET', '/v1/port-schedules', '200');
    const ptp = cs.response('GET', '/v1/point-to-point-routes', '200');
    let routes = 0;
    for (const s of world.shipments.filter((x) => x.status === 'CONFIRMED').slice(0, 6)) {
      await walkPages(
        `${servers.cs!.url}/v1/port-schedules?UNLocationCode=${s.portOfLoading}&date=2026-03-01`,
        KEY,
        (r, u) => assertValid(ps, r.body, u),
      );
      const found = await walkPages(
        `${servers.cs!.url}/v1/point-to-point-routes?placeOfReceipt=${s.portOfLoading}&placeOfDelivery=${s.portOfDischarge}&departureEndDate=2026-03-14&limit=10`,
        KEY,
        (r, u) => assertValid(ptp, r.body, u),
      );
      routes += found.length;
    }
    console.info(
      `CS: ${schedules.length} vessel-schedule services, ${routes} point-to-point routings for 6 booked lanes`,
    );
    expect(routes).toBeGreaterThan(0);
  });
});
