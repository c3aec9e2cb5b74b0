import type { CarrierEvent, DocumentReference, EventCategory } from '@tracklane/domain';
import { classifierOf, emptyIndicatorOf, eventCodeOf, modeOf } from './codes.js';
import { contentEventId, sameContent } from './content-id.js';
import { arrayAt, type JsonObject, objectAt, stringAt, toUtcIso } from './json-fields.js';
import { isRetractionNotice, retractedIdsOf } from './retractions.js';

/** A provider code the mapping could not place; kept so it is reported, never dropped silently. */
export interface UnmappedCode {
  eventId: string;
  field: 'eventCode' | 'eventClassifierCode' | 'modeOfTransport' | 'emptyIndicatorCode';
  raw: string;
}

/**
 * One eventID sent twice in a list with different content: the version created later is kept
 * (on a tie, the later in the list), and the conflict is reported rather than merged silently.
 */
export interface ConflictingDuplicate {
  eventId: string;
  keptCreatedTime: string;
  droppedCreatedTime: string;
}

export interface MappedEvents {
  events: CarrierEvent[];
  retractedEventIds: string[];
  unmappedCodes: UnmappedCode[];
  conflictingDuplicates: ConflictingDuplicate[];
}

const CODE_FIELD: Record<EventCategory, string> = {
  TRANSPORT: 'transportEventTypeCode',
  EQUIPMENT: 'equipmentEventTypeCode',
  SHIPMENT: 'shipmentEventTypeCode',
};
// documentReferenceType as some resolved specs spell it ("BKG (Booking)"); the code is what counts.
const referenceTypeOf = (raw: string) => raw.replace(/^([A-Z]{3}) \(.*\)$/, '$1');

function documentReferencesOf(event: JsonObject, category: EventCategory): DocumentReference[] {
  const refs: DocumentReference[] = [];
  const add = (type: string, value: string) => {
    if (!refs.some((r) => r.type === type && r.value === value)) refs.push({ type, value });
  };
  for (const ref of arrayAt(event, 'documentReferences')) {
    const type = stringAt(ref, 'documentReferenceType');
    const value = stringAt(ref, 'documentReferenceValue');
    if (type && value) add(referenceTypeOf(type), value);
  }
  // A shipment event names its document directly; filing it needs it among the references too.
  const documentType = stringAt(event, 'documentTypeCode');
  const documentId = stringAt(event, 'documentID');
  if (category === 'SHIPMENT' && documentId && (documentType === 'BKG' || documentType === 'TRD'))
    add(documentType, documentId);
  return refs;
}

/** 2.2 names the container of a transport event (a truck or rail move) as an EQ reference. */
function equipmentReferenceOf(event: JsonObject): string | null {
  const direct = stringAt(event, 'equipmentReference');
  if (direct) return direct;
  const eq = arrayAt(event, 'references').find((r) => stringAt(r, 'referenceType') === 'EQ');
  return eq ? stringAt(eq, 'referenceValue') : null;
}

/**
 * One T&T 2.2 event (schema-checked) → CarrierEvent (pure). The place is the event's own location
 * when it has one (an equipment event at a depot), else its transport call's. Seals are ignored.
 */
export function mapTntEvent(event: JsonObject, unmapped: UnmappedCode[] = []): CarrierEvent {
  // eventID is optional in 2.2: without one, the event's content is its identity.
  const eventId = stringAt(event, 'eventID') ?? contentEventId(event);
  const category = stringAt(event, 'eventType') as EventCategory;
  const note = (field: UnmappedCode['field'], lookup: { known: boolean; raw: string | null }) => {
    if (!lookup.known && lookup.raw !== null) unmapped.push({ eventId, field, raw: lookup.raw });
  };
  const code = eventCodeOf(category, stringAt(event, CODE_FIELD[category]) ?? '');
  const classifier = classifierOf(stringAt(event, 'eventClassifierCode') ?? '');
  const call = objectAt(event, 'transportCall');
  const mode = modeOf(stringAt(call, 'modeOfTransport'));
  const empty = emptyIndicatorOf(stringAt(event, 'emptyIndicatorCode'));
  note('eventCode', code);
  note('eventClassifierCode', classifier);
  note('modeOfTransport', mode);
  note('emptyIndicatorCode', empty);
  const place = objectAt(event, 'eventLocation');
  const callPlace = objectAt(call, 'location');
  const vessel = objectAt(call, 'vessel');
  const isShipment = category === 'SHIPMENT';
  return {
    eventId,
    eventCategory: category,
    eventClassifier: classifier.value,
    eventCode: code.value,
    eventTime: toUtcIso(stringAt(event, 'eventDateTime')) ?? '',
    createdTime: toUtcIso(stringAt(event, 'eventCreatedDateTime')) ?? '',
    equipmentReference: equipmentReferenceOf(event),
    emptyIndicator: empty.value,
    isoEquipmentCode: stringAt(event, 'ISOEquipmentCode'),
    locationCode:
      stringAt(place, 'UNLocationCode') ??
      stringAt(call, 'UNLocationCode') ??
      stringAt(callPlace, 'UNLocationCode'),
    locationName: stringAt(place, 'locationName') ?? stringAt(callPlace, 'locationName'),
    facilityCode:
      stringAt(place, 'facilityCode') ??
      stringAt(call, 'facilityCode') ??
      stringAt(callPlace, 'facilityCode'),
    modeOfTransport: mode.value,
    vesselName: stringAt(vessel, 'vesselName'),
    vesselImo: stringAt(vessel, 'vesselIMONumber'),
    voyage:
      stringAt(call, 'exportVoyageNumber') ??
      stringAt(call, 'carrierVoyageNumber') ??
      stringAt(call, 'importVoyageNumber'),
    serviceCode: stringAt(call, 'carrierServiceCode'),
    documentReferences: documentReferencesOf(event, category),
    documentTypeCode: isShipment ? stringAt(event, 'documentTypeCode') : null,
    documentId: isShipment ? stringAt(event, 'documentID') : null,
    remark:
      stringAt(event, 'changeRemark') ??
      stringAt(event, 'vesselScheduleChangeRemark') ??
      stringAt(event, 'reason'),
  };
}

/**
 * A list of T&T events (one response, several pages, or one push notification) → events and
 * retractions (pure). The same eventID twice collapses to its latest version (by creation time,
 * then position), and is reported when the two differ; an event withdrawn within the list is left
 * out and listed as retracted.
 */
export function mapTntEvents(raw: readonly JsonObject[]): MappedEvents {
  const unmappedCodes: UnmappedCode[] = [];
  const retracted = new Set<string>();
  const byId = new Map<string, { event: CarrierEvent; item: JsonObject }>();
  const conflictingDuplicates: ConflictingDuplicate[] = [];
  for (const item of raw) {
    for (const id of retractedIdsOf(item)) retracted.add(id);
    if (isRetractionNotice(item)) continue;
    const event = mapTntEvent(item, unmappedCodes);
    const seen = byId.get(event.eventId);
    if (!seen) {
      byId.set(event.eventId, { event, item });
      continue;
    }
    if (sameContent(seen.item, item)) continue;
    const later = Date.parse(event.createdTime) >= Date.parse(seen.event.createdTime);
    const [kept, dropped] = later ? [event, seen.event] : [seen.event, event];
    conflictingDuplicates.push({
      eventId: event.eventId,
      keptCreatedTime: kept.createdTime,
      droppedCreatedTime: dropped.createdTime,
    });
    if (later) byId.set(event.eventId, { event, item });
  }
  const events = [...byId.values()].map((v) => v.event).filter((e) => !retracted.has(e.eventId));
  const unique = unmappedCodes.filter(
    (u, i) => unmappedCodes.findIndex((o) => o.eventId === u.eventId && o.field === u.field) === i,
  );
  return { events, retractedEventIds: [...retracted], unmappedCodes: unique, conflictingDuplicates };
}
