import { type OceanTrackingClient, ProviderFault } from '@tracklane/connectors';
import type { CarrierEvent, CarrierTrackingBatch } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { oceanEvents, oceanShipments, oceanSubscriptions } from '../../../db/schema/index.js';

/** Test helpers of the refresh tests: carrier events, a scripted provider, a subscribed shipment. */

export function event(id: string, overrides: Partial<CarrierEvent> = {}): CarrierEvent {
  return {
    eventId: id,
    eventCategory: 'EQUIPMENT',
    eventClassifier: 'ACT',
    eventCode: 'LOAD',
    eventTime: '2026-11-10T08:00:00.000Z',
    createdTime: '2026-11-10T08:05:00.000Z',
    equipmentReference: 'MSKU1234565',
    emptyIndicator: 'LADEN',
    isoEquipmentCode: '45G1',
    locationCode: 'CNSHA',
    locationName: 'Shanghai',
    facilityCode: null,
    modeOfTransport: 'VESSEL',
    vesselName: 'MAERSK TEST',
    vesselImo: '9000001',
    voyage: '001E',
    serviceCode: null,
    documentReferences: [],
    documentTypeCode: null,
    documentId: null,
    remark: null,
    ...overrides,
  };
}

/** A provider that answers from a script and records the cursors it was asked with. */
export function scriptedClient(answers: (CarrierTrackingBatch | ProviderFault)[]) {
  const cursors: (string | null)[] = [];
  const client: OceanTrackingClient = {
    async fetchEvents(_reference, cursor) {
      cursors.push(cursor);
      const next = answers.shift();
      if (!next) throw new Error('no scripted answer left');
      if (next instanceof ProviderFault) throw next;
      return next;
    },
  };
  return { client, cursors };
}

let counter = 0;

/** A shipment due now with one subscription in `organizationId`. */
export async function newShipment(db: Database, organizationId: string, now: Date): Promise<string> {
  const reference = `MSKU${String(++counter).padStart(7, '0')}`;
  const [shipment] = await db.orm
    .insert(oceanShipments)
    .values({
      carrierCode: 'MAEU',
      referenceType: 'CONTAINER',
      reference,
      containerNo: reference,
      refreshIntervalMinutes: 60,
      nextRefreshAt: now,
    })
    .returning();
  await db.orm
    .insert(oceanSubscriptions)
    .values({ organizationId, shipmentId: shipment!.id, containerNumber: reference, carrierCode: 'MAEU' });
  return shipment!.id;
}

export async function shipmentRow(db: Database, id: string) {
  const [row] = await db.orm.select().from(oceanShipments).where(eq(oceanShipments.id, id));
  if (!row) throw new Error(`no shipment ${id}`);
  return row;
}

export const eventRows = (db: Database, id: string) =>
  db.orm.select().from(oceanEvents).where(eq(oceanEvents.shipmentId, id));

export type { OceanTrackingClient };
export { ProviderFault };
