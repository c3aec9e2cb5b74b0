import type { World } from '../../world/model.js';
import { parseIsoDateTime } from '../http/date-time.js';
import { HttpError } from '../http/errors.js';
import type { EventCandidate } from './event-candidates.js';
import { transportCallIdOf } from './transport-call.js';

type Op = 'gte' | 'gt' | 'lte' | 'lt' | 'eq';

/** The T&T 2.2 event filters, shared by GET /v2/events and subscriptions. Lists are OR, fields AND. */
export interface EventFilter {
  eventType?: readonly string[];
  shipmentEventTypeCode?: readonly string[];
  documentTypeCode?: readonly string[];
  transportEventTypeCode?: readonly string[];
  equipmentEventTypeCode?: readonly string[];
  transportDocumentTypeCode?: readonly string[];
  carrierBookingReference?: string;
  transportDocumentReference?: string;
  transportCallID?: string;
  vesselIMONumber?: string;
  exportVoyageNumber?: string;
  carrierServiceCode?: string;
  UNLocationCode?: string;
  equipmentReference?: string;
  created?: readonly { op: Op; at: number }[];
}

export const LIST_FILTERS = [
  'eventType',
  'shipmentEventTypeCode',
  'documentTypeCode',
  'transportEventTypeCode',
  'equipmentEventTypeCode',
  'transportDocumentTypeCode',
] as const;
export const VALUE_FILTERS = [
  'carrierBookingReference',
  'transportDocumentReference',
  'transportCallID',
  'vesselIMONumber',
  'exportVoyageNumber',
  'carrierServiceCode',
  'UNLocationCode',
  'equipmentReference',
] as const;
// Deprecated 2.2 aliases still accepted, as the spec keeps them.
const ALIASES: Record<string, (typeof VALUE_FILTERS)[number]> = {
  bookingReference: 'carrierBookingReference',
  carrierVoyageNumber: 'exportVoyageNumber',
};
const OPS = new Set<Op>(['gte', 'gt', 'lte', 'lt', 'eq']);
const IGNORED = new Set(['sort', 'limit', 'cursor']);

export function parseQueryFilter(query: URLSearchParams): EventFilter {
  const filter: Record<string, unknown> = {};
  const created: { op: Op; at: number }[] = [];
  for (const [rawName, value] of query) {
    if (IGNORED.has(rawName)) continue;
    const [name, op] = rawName.split(':') as [string, string | undefined];
    if (name === 'eventCreatedDateTime') {
      const at = parseIsoDateTime(value);
      const operator = (op ?? 'eq') as Op;
      if (at === undefined || !OPS.has(operator))
        throw new HttpError(400, `Invalid ${rawName}=${value}`, rawName);
      created.push({ op: operator, at });
    } else if ((LIST_FILTERS as readonly string[]).includes(name)) {
      filter[name] = value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
    } else if ((VALUE_FILTERS as readonly string[]).includes(name)) {
      filter[name] = value;
    } else if (ALIASES[name]) {
      filter[ALIASES[name]] = value;
    } else {
      throw new HttpError(400, `Unknown query parameter ${rawName}`, rawName);
    }
  }
  if (created.length > 0) filter.created = created;
  return filter as EventFilter;
}

function compare(op: Op, a: number, b: number): boolean {
  if (op === 'gte') return a >= b;
  if (op === 'gt') return a > b;
  if (op === 'lte') return a <= b;
  if (op === 'lt') return a < b;
  return a === b;
}

/**
 * A container query answers with the box's own equipment events and the transport events
 * (vessel departures and arrivals) of the shipments that carry it, as the DCSA reference
 * implementation relates transport calls to the equipment loaded on them: without them a
 * container tracked on its own would have no vessel ETA. Document (SHIPMENT) events stay with
 * booking and B/L queries.
 */
function concernsEquipment(c: EventCandidate, reference: string): boolean {
  // Equipment events and one box's truck or rail moves name their container.
  if (c.milestone.equipmentReference !== null) return c.milestone.equipmentReference === reference;
  return c.eventType === 'TRANSPORT' && c.shipment.containers.some((box) => box.number === reference);
}

/** Builds the predicate once per request; port codes compare by port, so CNSHA finds CNSGH. */
export function eventMatcher(world: World, filter: EventFilter): (c: EventCandidate) => boolean {
  const portOf = (code: string) => world.port(code)?.locode ?? code;
  const wantPort = filter.UNLocationCode ? portOf(filter.UNLocationCode) : null;
  return (c) => {
    const m = c.milestone;
    const s = c.shipment;
    if (filter.eventType && !filter.eventType.includes(c.eventType)) return false;
    if (
      filter.shipmentEventTypeCode &&
      (c.eventType !== 'SHIPMENT' || !filter.shipmentEventTypeCode.includes(c.typeCode))
    )
      return false;
    if (
      filter.documentTypeCode &&
      (c.eventType !== 'SHIPMENT' || !filter.documentTypeCode.includes(m.documentTypeCode ?? 'BKG'))
    )
      return false;
    if (
      filter.transportEventTypeCode &&
      (c.eventType !== 'TRANSPORT' || !filter.transportEventTypeCode.includes(c.typeCode))
    )
      return false;
    if (
      filter.equipmentEventTypeCode &&
      (c.eventType !== 'EQUIPMENT' || !filter.equipmentEventTypeCode.includes(c.typeCode))
    )
      return false;
    // Every transport document the sandbox issues is a bill of lading.
    if (
      filter.transportDocumentTypeCode &&
      (!s.transportDocumentReference || !filter.transportDocumentTypeCode.includes('BOL'))
    )
      return false;
    if (filter.carrierBookingReference && s.carrierBookingReference !== filter.carrierBookingReference)
      return false;
    if (
      filter.transportDocumentReference &&
      s.transportDocumentReference !== filter.transportDocumentReference
    )
      return false;
    if (filter.equipmentReference && !concernsEquipment(c, filter.equipmentReference)) return false;
    if (filter.created && !filter.created.every((f) => compare(f.op, c.createdAt, f.at))) return false;
    if (wantPort && (m.locode === null || portOf(m.locode) !== wantPort)) return false;
    if (
      filter.transportCallID ||
      filter.vesselIMONumber ||
      filter.exportVoyageNumber ||
      filter.carrierServiceCode
    ) {
      const voyage = m.voyageId !== null ? world.voyage(m.voyageId) : undefined;
      if (!voyage || m.callSeq === null) return false;
      if (filter.vesselIMONumber && voyage.vesselImo !== filter.vesselIMONumber) return false;
      if (filter.exportVoyageNumber && voyage.voyageNumber !== filter.exportVoyageNumber) return false;
      if (filter.carrierServiceCode && voyage.serviceCode !== filter.carrierServiceCode) return false;
      if (filter.transportCallID && transportCallIdOf(world, voyage.id, m.callSeq) !== filter.transportCallID)
        return false;
    }
    return true;
  };
}

/**
 * Real carriers' T&T APIs answer only for a shipment reference (Maersk's, for one, requires a
 * booking, B/L or container number); the sandbox does the same for its full-size world, where an
 * unfiltered scan would have to render millions of events.
 */
export function assertReferenceFilter(filter: EventFilter): void {
  if (filter.carrierBookingReference || filter.transportDocumentReference || filter.equipmentReference)
    return;
  throw new HttpError(
    400,
    'One of carrierBookingReference, transportDocumentReference or equipmentReference is required',
    'carrierBookingReference',
  );
}
