import type { Milestone, OceanLeg, Shipment, Voyage } from '../../world/model.js';
import { at, VOYAGES } from './fixture-voyages.js';

/**
 * Shipments of the test world: a direct one, a transshipment via Singapore, a cancelled booking
 * on the blank sailing, and a future booking on the voyage with the omitted call.
 */
const leg = (
  voyageId: string,
  loadCallSeq: number,
  dischargeCallSeq: number,
  mode: 'VESSEL' | 'FEEDER' = 'VESSEL',
): OceanLeg => ({ voyageId, loadCallSeq, dischargeCallSeq, mode });

const base = {
  carrierScac: 'MAEU',
  placeOfReceipt: null,
  placeOfDelivery: null,
  preCarriage: null,
  onCarriage: null,
  rolledFrom: null,
} as const;

export const SHIPMENTS: readonly Shipment[] = [
  {
    ...base,
    carrierBookingReference: '260000101',
    transportDocumentReference: 'MAEU260000101',
    status: 'CONFIRMED',
    bookedAt: at(-30),
    portOfLoading: 'CNSGH',
    portOfDischarge: 'NLRTM',
    legs: [leg('AE1-9778791-0', 0, 2)],
    containers: [{ number: 'MSKU1234565', isoType: '45G1', sealNumber: 'ML123456', grossWeightKg: 18_000 }],
  },
  {
    ...base,
    carrierBookingReference: '260000102',
    transportDocumentReference: 'MAEU260000102',
    status: 'CONFIRMED',
    bookedAt: at(-25),
    portOfLoading: 'CNSGH',
    portOfDischarge: 'IDJKT',
    legs: [leg('AE1-9778791-0', 0, 1), leg('IA2-9400071-0', 0, 1, 'FEEDER')],
    containers: [
      { number: 'MRKU2345671', isoType: '22G1', sealNumber: 'ML223344', grossWeightKg: 12_000 },
      { number: 'MSKU7654324', isoType: '45R1', sealNumber: 'ML556677', grossWeightKg: 21_000 },
    ],
  },
  {
    ...base,
    carrierBookingReference: '260000103',
    transportDocumentReference: null,
    status: 'CANCELLED',
    bookedAt: at(-12),
    portOfLoading: 'CNSGH',
    portOfDischarge: 'NLRTM',
    legs: [leg('AE1-9632179-0', 0, 2)],
    containers: [{ number: 'MSKU5550001', isoType: '45G1', sealNumber: 'ML000001', grossWeightKg: 9_000 }],
  },
  {
    ...base,
    carrierBookingReference: '260000104',
    transportDocumentReference: null,
    status: 'CONFIRMED',
    bookedAt: at(-5),
    portOfLoading: 'CNSGH',
    portOfDischarge: 'NLRTM',
    legs: [leg('AE1-9778791-1', 0, 2)],
    containers: [{ number: 'MRKU8880002', isoType: '45G1', sealNumber: 'ML888000', grossWeightKg: 15_000 }],
  },
];

function call(voyageId: string, seq: number) {
  const voyage = VOYAGES.find((v) => v.id === voyageId) as Voyage;
  return { voyage, call: voyage.calls[seq]! };
}

function milestone(
  partial: Partial<Milestone> & Pick<Milestone, 'key' | 'kind' | 'code' | 'actual'>,
): Milestone {
  return {
    documentTypeCode: null,
    equipmentReference: null,
    emptyIndicator: null,
    locode: null,
    facilityCode: null,
    voyageId: null,
    callSeq: null,
    mode: null,
    planned: null,
    estimates: [],
    remark: null,
    ...partial,
  };
}

// Two estimate revisions before an event: a week and a day ahead, each a little closer to actual.
const estimatesFor = (planned: number, actual: number) => [
  { publishedAt: actual - 7 * 86_400_000, value: Math.round((planned + actual) / 2) },
  { publishedAt: actual - 86_400_000, value: actual },
];

export function fixtureMilestones(shipment: Shipment): Milestone[] {
  const list: Milestone[] = [
    milestone({
      key: 'SH:BKG:CONF',
      kind: 'SHIPMENT',
      code: 'CONF',
      documentTypeCode: 'BKG',
      actual: shipment.bookedAt + 3_600_000,
    }),
  ];
  const first = call(shipment.legs[0]!.voyageId, shipment.legs[0]!.loadCallSeq);
  if (shipment.transportDocumentReference) {
    list.push(
      milestone({
        key: 'SH:TRD:ISSU',
        kind: 'SHIPMENT',
        code: 'ISSU',
        documentTypeCode: 'TRD',
        actual: first.call.actualDeparture + 86_400_000,
      }),
    );
  }
  shipment.legs.forEach((l, i) => {
    const load = call(l.voyageId, l.loadCallSeq);
    const disc = call(l.voyageId, l.dischargeCallSeq);
    const where = (c: typeof load) => ({
      locode: c.call.locode,
      facilityCode: c.call.terminalCode,
      voyageId: c.voyage.id,
      callSeq: c.call.seq,
      mode: l.mode,
    });
    list.push(
      milestone({
        key: `TR:${i}:DEPA`,
        kind: 'TRANSPORT',
        code: 'DEPA',
        ...where(load),
        planned: load.call.plannedDeparture,
        actual: load.call.actualDeparture,
        estimates: estimatesFor(load.call.plannedDeparture, load.call.actualDeparture),
      }),
    );
    list.push(
      milestone({
        key: `TR:${i}:ARRI`,
        kind: 'TRANSPORT',
        code: 'ARRI',
        ...where(disc),
        planned: disc.call.plannedArrival,
        actual: disc.call.actualArrival,
        estimates: estimatesFor(disc.call.plannedArrival, disc.call.actualArrival),
      }),
    );
    for (const c of shipment.containers) {
      const eq = { equipmentReference: c.number, emptyIndicator: 'LADEN' as const };
      if (i === 0)
        list.push(
          milestone({
            key: `EQ:${c.number}:GTIN`,
            kind: 'EQUIPMENT',
            code: 'GTIN',
            ...eq,
            locode: load.call.locode,
            facilityCode: load.call.terminalCode,
            mode: 'TRUCK',
            planned: load.call.plannedArrival - 2 * 86_400_000,
            actual: load.call.actualArrival - 2 * 86_400_000,
          }),
        );
      list.push(
        milestone({
          key: `EQ:${c.number}:LOAD:${i}`,
          kind: 'EQUIPMENT',
          code: 'LOAD',
          ...eq,
          ...where(load),
          planned: load.call.plannedDeparture - 3_600_000,
          actual: load.call.actualDeparture - 3_600_000,
        }),
      );
      list.push(
        milestone({
          key: `EQ:${c.number}:DISC:${i}`,
          kind: 'EQUIPMENT',
          code: 'DISC',
          ...eq,
          ...where(disc),
          planned: disc.call.plannedArrival + 6 * 3_600_000,
          actual: disc.call.actualArrival + 6 * 3_600_000,
        }),
      );
    }
  });
  if (shipment.status === 'CANCELLED')
    return list.filter((m) => m.kind === 'SHIPMENT' || m.actual < shipment.bookedAt + 86_400_000);
  return list.sort((a, b) => a.actual - b.actual);
}
