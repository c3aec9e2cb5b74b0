import type { OceanShipmentView } from '@tracklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../auth/caller.js';
import { guests, oceanShipments, oceanSubscriptions } from '../../db/schema/index.js';
import { loadReferenceData } from '../../reference/load-reference-data.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { listVesselShipments } from './vessel-shipments.js';

/**
 * Issue 20: the vessel page lists the cargo still on board, not cargo the vessel already
 * discharged nor cargo it has yet to load. One guest tracks four containers that sailed or will
 * sail on TEST STAR: loaded and at sea; discharged; booked but not loaded; loaded, then on a
 * second vessel at the transshipment port though the carrier never sent the discharge.
 */
const VESSEL = 'TEST STAR';
const T = '2026-11-01T00:00:00.000Z';
const call = (code: string, actual: string | null) => ({ locationCode: code, actual, estimated: null });
const leg = (vesselName: string, loaded: string | null, discharged: string | null) => ({
  vessel: { vesselName },
  voyage: '001E',
  loadTransportCall: call('CNSHA', loaded),
  dischargeTransportCall: call('SGSIN', discharged),
});
const SHIPMENTS: Record<string, ReturnType<typeof leg>[]> = {
  ATSEA00001: [leg(VESSEL, T, null)],
  LANDED0001: [leg(VESSEL, T, T)],
  BOOKED0001: [leg(VESSEL, null, null)],
  MOVEDON001: [leg(VESSEL, T, null), { ...leg('OTHER SHIP', T, null), voyage: '002W' }],
};

let ctx: TestContext;
let caller: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database;
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

const list = async (onBoard?: boolean) =>
  (
    await listVesselShipments({
      db: ctx.database,
      caller,
      query: { vesselName: VESSEL.toLowerCase(), onBoard },
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
});
