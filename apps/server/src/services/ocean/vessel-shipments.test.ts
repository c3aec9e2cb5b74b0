import type { OceanShipmentView } from '@tracklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../auth/caller.js';
import { guests, oceanShipments, oceanSubscriptions, vessels } from '../../db/schema/index.js';
import { loadReferenceData } from '../../reference/load-reference-data.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { listVesselShipments, type VesselShipmentsQuery } from './vessel-shipments.js';

/**
 * Issue 20: the vessel page lists the cargo still on board, not cargo the vessel already
 * discharged nor cargo it has yet to load. One guest tracks four containers that sailed or will
 * sail on TEST STAR: loaded and at sea; discharged; booked but not loaded; loaded, then on a
 * second vessel at the transshipment port though the carrier never sent the discharge.
 *
 * Two other vessels share one name, EVER TWIN (names collide: renamed ships, sister ships): each
 * sees only the legs that carry its IMO number or MMSI, and a leg that carries neither by name.
 */
const VESSEL = 'TEST STAR';
const TWIN = 'EVER TWIN';
const T = '2026-11-01T00:00:00.000Z';
const call = (code: string, actual: string | null) => ({ locationCode: code, actual, estimated: null });
type Vessel = { vesselName: string; imo?: string; mmsi?: string };
const leg = (vessel: string | Vessel, loaded: string | null, discharged: string | null) => ({
  vessel: typeof vessel === 'string' ? { vesselName: vessel } : vessel,
  voyage: '001E',
  loadTransportCall: call('CNSHA', loaded),
  dischargeTransportCall: call('SGSIN', discharged),
});
const SHIPMENTS: Record<string, ReturnType<typeof leg>[]> = {
  ATSEA00001: [leg(VESSEL, T, null)],
  LANDED0001: [leg(VESSEL, T, T)],
  BOOKED0001: [leg(VESSEL, null, null)],
  MOVEDON001: [leg(VESSEL, T, null), { ...leg('OTHER SHIP', T, null), voyage: '002W' }],
  TWINONE001: [leg({ vesselName: TWIN, imo: '9000001' }, T, null)],
  TWINTWO001: [leg({ vesselName: TWIN, imo: '9000002' }, T, null)],
  TWINTWO002: [leg({ vesselName: TWIN, mmsi: '100000002' }, T, null)],
  TWINTWO003: [leg({ vesselName: TWIN, imo: '9000002' }, T, T)],
  TWINNOID01: [leg(TWIN, T, null)],
};
const TWIN_REGISTRY = [
  { mmsi: 100000001, imo: 9000001, name: TWIN },
  { mmsi: 100000002, imo: 9000002, name: TWIN },
];

let ctx: TestContext;
let caller: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database;
  await db.orm.insert(vessels).values(TWIN_REGISTRY);
  const [guest] = await db.orm.insert(guests).values([{}]).returning();
  caller = {
    subject: guest!.id,
    organizationId: null,
    tokenType: 'write',
    loginKind: 'guest',
    sessionId: 'test',
    pending: false,
  } as Caller;
  for (const [reference, transports] of Object.entries(SHIPMENTS)) {
    const [shipment] = await db.orm
      .insert(oceanShipments)
      .values({
        carrierCode: 'MAEU',
        referenceType: 'CONTAINER',
        reference,
        containerNo: reference,
        refreshIntervalMinutes: 60,
        view: { transports } as unknown as OceanShipmentView,
      })
      .returning();
    await db.orm.insert(oceanSubscriptions).values({
      guestId: guest!.id,
      shipmentId: shipment!.id,
      containerNumber: reference,
      carrierCode: 'MAEU',
    });
  }
});
afterAll(() => ctx?.cleanup());

const list = async (onBoard?: boolean, query: VesselShipmentsQuery = { vesselName: VESSEL.toLowerCase() }) =>
  (
    await listVesselShipments({
      db: ctx.database,
      caller,
      query: { ...query, onBoard },
      ports: loadReferenceData().ports,
    })
  )
    .map((s) => s.businessNumber)
    .sort();

describe('listVesselShipments', () => {
  it('lists every shipment with a leg on the vessel when not asked for cargo on board', async () => {
    expect(await list()).toEqual(['ATSEA00001', 'BOOKED0001', 'LANDED0001', 'MOVEDON001']);
  });

  it('with onBoard, only cargo loaded and not yet discharged or moved on', async () => {
    expect(await list(true)).toEqual(['ATSEA00001']);
  });

  it('tells two vessels of one name apart by IMO or MMSI; a leg without either goes by name', async () => {
    const one = { mmsi: '100000001', imo: '9000001', vesselName: TWIN };
    const two = { mmsi: '100000002', imo: '9000002', vesselName: TWIN };
    expect(await list(true, one)).toEqual(['TWINNOID01', 'TWINONE001']);
    expect(await list(true, two)).toEqual(['TWINNOID01', 'TWINTWO001', 'TWINTWO002']);
    expect(await list(false, two)).toEqual(['TWINNOID01', 'TWINTWO001', 'TWINTWO002', 'TWINTWO003']);
  });

  it("completes the vessel's identifiers and name from the AIS registry", async () => {
    expect(await list(true, { mmsi: '100000002' })).toEqual(['TWINNOID01', 'TWINTWO001', 'TWINTWO002']);
    expect(await list(true, { imo: '9000001' })).toEqual(['TWINNOID01', 'TWINONE001']);
  });

  it('by the name alone (no identifier given), every leg of that name', async () => {
    expect(await list(true, { vesselName: TWIN })).toEqual([
      'TWINNOID01',
      'TWINONE001',
      'TWINTWO001',
      'TWINTWO002',
    ]);
  });
});
