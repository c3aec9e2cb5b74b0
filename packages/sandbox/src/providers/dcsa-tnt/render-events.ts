import type { World } from '../../world/model.js';
import { isoDateTime } from '../http/date-time.js';
import { type EventCandidate, eventIdOf } from './event-candidates.js';
import { renderTransportCall } from './transport-call.js';

export type TntEvent = Record<string, unknown>;

/** Booking and B/L as 2.2 documentReferences, so a client can file transport and equipment events. */
function documentReferences(
  c: EventCandidate,
): { documentReferenceType: string; documentReferenceValue: string }[] {
  const refs = [{ documentReferenceType: 'BKG', documentReferenceValue: c.shipment.carrierBookingReference }];
  const bl = c.shipment.transportDocumentReference;
  if (bl) refs.push({ documentReferenceType: 'TRD', documentReferenceValue: bl });
  return refs;
}

function documentIdOf(c: EventCandidate): string {
  const type = c.milestone.documentTypeCode ?? 'BKG';
  if (type === 'TRD' && c.shipment.transportDocumentReference) return c.shipment.transportDocumentReference;
  return c.shipment.carrierBookingReference;
}

/**
 * Renders one event in the T&T 2.2 layout (pure: the same world and candidate always give the
 * same object, with keys in the same order, so responses are byte-identical).
 */
export function renderEvent(world: World, c: EventCandidate): TntEvent {
  const head = {
    eventID: eventIdOf(world, c),
    eventCreatedDateTime: isoDateTime(c.createdAt),
    eventType: c.eventType,
    eventClassifierCode: c.classifier,
    eventDateTime: isoDateTime(c.eventDateTime),
  };
  const m = c.milestone;
  if (c.eventType === 'SHIPMENT') {
    const event: TntEvent = {
      ...head,
      shipmentEventTypeCode: c.typeCode,
      documentTypeCode: m.documentTypeCode ?? 'BKG',
      documentID: documentIdOf(c),
    };
    const reason =
      m.remark ?? (c.typeCode === 'VOID' && event.documentTypeCode === 'BKG' ? 'Booking cancelled' : null);
    if (reason) event.reason = reason;
    return event;
  }
  const transportCall = renderTransportCall(world, c.shipment, m);
  if (c.eventType === 'TRANSPORT') {
    const event: TntEvent = { ...head, transportEventTypeCode: c.typeCode, transportCall };
    if (m.remark) event.changeRemark = m.remark.slice(0, 250);
    event.documentReferences = documentReferences(c);
    // A move of one container (truck, rail) names it the 2.2 way: an EQ reference.
    if (m.equipmentReference)
      event.references = [{ referenceType: 'EQ', referenceValue: m.equipmentReference }];
    return event;
  }
  const container = c.shipment.containers.find((x) => x.number === m.equipmentReference);
  const event: TntEvent = {
    ...head,
    equipmentEventTypeCode: c.typeCode,
    equipmentReference: m.equipmentReference,
  };
  if (container) event.ISOEquipmentCode = container.isoType;
  event.emptyIndicatorCode = m.emptyIndicator ?? 'LADEN';
  if (m.locode) {
    const location: Record<string, unknown> = { UNLocationCode: m.locode };
    if (m.facilityCode && m.facilityCode.length <= 6) {
      Object.assign(location, { facilityCode: m.facilityCode, facilityCodeListProvider: 'SMDG' });
    }
    event.eventLocation = location;
  }
  if (transportCall && m.voyageId !== null) event.transportCall = transportCall;
  event.documentReferences = documentReferences(c);
  if (container && event.emptyIndicatorCode === 'LADEN') {
    event.seals = [{ sealNumber: container.sealNumber.slice(0, 15), sealSource: 'CAR', sealType: 'BLT' }];
  }
  return event;
}
