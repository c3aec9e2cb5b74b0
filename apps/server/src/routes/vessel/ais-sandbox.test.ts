import { DEFAULT_SHORE_STATIONS } from '@tracklane/sandbox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql-rows.js';
import { oceanDispatch } from '../../jobs/ocean-dispatch.js';
import { aisSourceFor } from '../../plugins/ais-ingest.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

/**
 * End to end on the real protocol: the app starts the sandbox world, connects to its NMEA 0183
 * AIS feed over TCP, decodes, stores, and the vessel calls answer with what the world says.
 */
let ctx: TestContext;
let app: FastifyInstance;
let member: Member;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({
    env: { ...AUTH_TEST_ENV, SANDBOX_WORLD: 'true', SANDBOX_CONTAINERS: '300', SANDBOX_SPEED: '0' },
  });
  await app.ready();
  member = await registerMember(app, 'nora');
}, 60_000);
afterAll(() => ctx?.cleanup());

async function waitFor<T>(probe: () => Promise<T | null>, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await probe();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('AIS ingest from the sandbox feed', () => {
  it('ingests from the sandbox when no feed is configured; a configured feed only where jobs are worked', () => {
    const sandboxAis = { host: '127.0.0.1', port: 1 };
    expect(aisSourceFor({ aisFeed: undefined }, { works: false, sandboxAis })).toEqual({
      kind: 'tcp',
      ...sandboxAis,
    });
    expect(aisSourceFor({ aisFeed: undefined }, { works: true, sandboxAis: null })).toBeNull();
    expect(aisSourceFor({ aisFeed: 'off' }, { works: true, sandboxAis })).toBeNull();
    expect(aisSourceFor({ aisFeed: 'udp://0.0.0.0:10110' }, { works: false, sandboxAis })).toBeNull();
    expect(aisSourceFor({ aisFeed: 'udp://0.0.0.0:10110' }, { works: true, sandboxAis: null })).toEqual({
      kind: 'udp',
      host: '0.0.0.0',
      port: 10110,
    });
  });

  it('registers the fleet and its positions as the world has them', async () => {
    const world = app.sandboxWorld!.inProcess!.world;
    // The feed greets a new client with every vessel's latest reports.
    const vessels = world.vessels.filter((v) => v.aisClass === 'A' && v.serviceCode !== null);
    await waitFor(async () => {
      const rows = rowsOf<{ n: number }>(
        await ctx.database.executeSql('select count(*)::int as n from vessels where imo is not null'),
      );
      return (rows[0]?.n ?? 0) >= vessels.length ? true : null;
    }, 'the fleet in the registry');
    const vessel = vessels[0]!;
    const info = await call(app, member, 'GET', `/application/vessel/current?mmsi=${vessel.mmsi}`);
    expect(info.statusCode).toBe(20000);
    expect(info.data).toMatchObject({
      mmsi: Number(vessel.mmsi),
      imo: Number(vessel.imo),
      name: vessel.name,
      callsign: vessel.callSign,
      flag: vessel.flag,
      aisClass: 'A',
    });
    // AIS resolves 1/10,000 minute (0.19 m): the stored position is the world's to 1e-5°.
    const state = world.vesselStateAt(vessel, app.sandboxWorld!.inProcess!.clock.now());
    expect(info.data.position.lat / 1e6).toBeCloseTo(state.lat, 4);
    expect(info.data.position.lon / 1e6).toBeCloseTo(state.lon, 4);
    expect((info.data.position.sog * 3600) / 1000 / 1852).toBeCloseTo(state.sogKn, 0);
    const found = await call(app, member, 'GET', `/vessel2/vessels?kw=${encodeURIComponent(vessel.name)}`);
    expect(found.data.map((v: { mmsi: number }) => v.mmsi)).toContain(Number(vessel.mmsi));
    expect(app.aisIngest?.feed.decoderStats().skipped.checksum).toBe(0);
  }, 60_000);

  it('keeps the base stations, aids to navigation and SAR aircraft the feed sends', async () => {
    const { baseStations, aidsToNavigation, sarAircraft } = DEFAULT_SHORE_STATIONS;
    const expected = baseStations.length + aidsToNavigation.length + sarAircraft.length;
    const stations = await waitFor(async () => {
      const body = await call(
        app,
        member,
        'GET',
        '/vessel2/ais-stations?west=-180&south=-90&east=180&north=90',
      );
      return body.data?.length >= expected
        ? (body.data as { mmsi: number; kind: string; name: string | null }[])
        : null;
    }, 'the stations in the registry');
    const mmsis = (kind: string) =>
      stations
        .filter((s) => s.kind === kind)
        .map((s) => s.mmsi)
        .sort();
    expect(mmsis('base-station')).toEqual(baseStations.map((s) => s.mmsi).sort());
    expect(mmsis('aid-to-navigation')).toEqual(aidsToNavigation.map((s) => s.mmsi).sort());
    expect(mmsis('sar-aircraft')).toEqual(sarAircraft.map((s) => s.mmsi).sort());
    expect(stations.find((s) => s.mmsi === aidsToNavigation[0]!.mmsi)?.name).toBe(aidsToNavigation[0]!.name);
  }, 60_000);

  it("gives a tracked shipment's vessels their MMSI from the AIS registry", async () => {
    const world = app.sandboxWorld!.inProcess!.world;
    const shipment = world.shipments.find(
      (s) =>
        s.status === 'CONFIRMED' &&
        s.containers.length > 0 &&
        world
          .milestonesOf(s)
          .some(
            (m) =>
              m.kind === 'TRANSPORT' &&
              m.code === 'DEPA' &&
              m.locode === s.portOfLoading &&
              m.actual < Date.now(),
          ),
    )!;
    const subscribed = await call(app, member, 'POST', '/application/ocean/subscribe', {
      containerNumber: shipment.containers[0]!.number,
      carrierCode: shipment.carrierScac,
    });
    expect(subscribed.statusCode).toBe(20000);
    const { default: dispatch } = await oceanDispatch.loadHandler();
    await dispatch({ source: 'test' }, { ...app.jobContext('test'), db: ctx.database, log: app.log });
    const { data } = await call(app, member, 'GET', `/application/ocean/subscribe/${subscribed.data.id}`);
    const legs = data.shipment.transports.filter(
      (t: { vessel: { imo: string | null } | null }) => t.vessel?.imo,
    );
    expect(legs.length).toBeGreaterThan(0);
    for (const leg of legs) {
      const vessel = world.vessels.find((v) => v.imo === leg.vessel.imo)!;
      expect(leg.vessel.mmsi).toBe(vessel.mmsi);
    }

    // The shipments on board: this member's, and nobody else's.
    const leg = legs[0];
    const name = encodeURIComponent(leg.vessel.vesselName);
    const mine = await call(app, member, 'GET', `/vessel2/getVesselShipments?vesselName=${name}`);
    expect(mine.data.map((s: { id: string }) => s.id)).toEqual([subscribed.data.id]);
    // The vessel page asks by its MMSI: the server matches the leg's IMO through the AIS registry.
    const byMmsi = await call(app, member, 'GET', `/vessel2/getVesselShipments?mmsi=${leg.vessel.mmsi}`);
    expect(byMmsi.data.map((s: { id: string }) => s.id)).toEqual([subscribed.data.id]);
    const withVoyage = await call(
      app,
      member,
      'GET',
      `/vessel2/getVesselShipments?vesselName=${name}&voyage=${encodeURIComponent(leg.voyage)}&portCode=${leg.loadTransportCall.locationCode}`,
    );
    expect(withVoyage.data).toHaveLength(1);
    const otherVoyage = await call(
      app,
      member,
      'GET',
      `/vessel2/getVesselShipments?vesselName=${name}&voyage=NONE1`,
    );
    expect(otherVoyage.data).toEqual([]);
    // views.md §7: vesselName is optional; the voyage alone finds the leg, and nothing at all is refused.
    const byVoyage = await call(
      app,
      member,
      'GET',
      `/vessel2/getVesselShipments?voyage=${encodeURIComponent(leg.voyage)}`,
    );
    expect(byVoyage.data.map((s: { id: string }) => s.id)).toEqual([subscribed.data.id]);
    const unnamed = await call(app, member, 'GET', '/vessel2/getVesselShipments?carrierCode=MSKU');
    expect(unnamed.statusCode).toBe(40000);
    expect(unnamed.message).toContain('vesselName');
    const stranger = await registerMember(app, 'otto');
    const theirs = await call(app, stranger, 'GET', `/vessel2/getVesselShipments?vesselName=${name}`);
    expect(theirs.statusCode).toBe(20000);
    expect(theirs.data).toEqual([]);
  }, 60_000);
});
