import type { Milestone, Shipment, World } from '../../world/model.js';
import { hashKey } from '../../world/rng.js';
import { deterministicUuid } from '../http/deterministic-uuid.js';
import {
  DOCUMENT_TYPE_CODES,
  EQUIPMENT_EVENT_CODES,
  shipmentCodeFor,
  TRANSPORT_EVENT_CODES,
} from './codes.js';

export type EventClassifier = 'PLN' | 'EST' | 'ACT';
export type EventType = 'TRANSPORT' | 'SHIPMENT' | 'EQUIPMENT';

/**
 * One event a carrier publishes about a milestone, before rendering: when it is published
 * (`createdAt`), what it says (`eventDateTime`) and the keys the T&T filters look at.
 */
export interface EventCandidate {
  eventType: EventType;
  classifier: EventClassifier;
  /** 2.2 event type code (ARRI, LOAD, CONF …). */
  typeCode: string;
  createdAt: number;
  eventDateTime: number;
  shipment: Shipment;
  milestone: Milestone;
  /** Unique, stable tie-breaker between events published in the same second. */
  tie: string;
  /** Index of the estimate revision (EST), else 0; part of the event's identity. */
  index: number;
  /** The UUID, derived on first use (hashing every event of a world up front is slow). */
  id?: string;
}

const MINUTE = 60_000;
const SECOND = 1000;
const floorSecond = (ms: number): number => Math.floor(ms / SECOND) * SECOND;

/** Sort and cursor key: publication time, then the tie-breaker. */
export const sortKeyOf = (c: EventCandidate): string => `${String(c.createdAt).padStart(15, '0')}|${c.tie}`;

export function compareCandidates(a: EventCandidate, b: EventCandidate): number {
  return a.createdAt - b.createdAt || (a.tie < b.tie ? -1 : a.tie > b.tie ? 1 : 0);
}

/** Deterministic event id: seed, booking, milestone key, classifier and revision index. */
export function eventIdOf(world: World, c: EventCandidate): string {
  c.id ??= deterministicUuid(
    world.seed,
    c.shipment.carrierBookingReference,
    c.milestone.key,
    c.classifier,
    c.index,
  );
  return c.id;
}

function typeOf(m: Milestone): { eventType: EventType; typeCode: string } | null {
  if (m.kind === 'TRANSPORT') {
    // 2.2 requires a transportCall: a voyage call or at least a place.
    const placed = m.voyageId !== null || m.locode !== null;
    return placed && TRANSPORT_EVENT_CODES.has(m.code) ? { eventType: 'TRANSPORT', typeCode: m.code } : null;
  }
  if (m.kind === 'EQUIPMENT') {
    return EQUIPMENT_EVENT_CODES.has(m.code) && m.equipmentReference
      ? { eventType: 'EQUIPMENT', typeCode: m.code }
      : null;
  }
  const code = shipmentCodeFor(m.code);
  return code && DOCUMENT_TYPE_CODES.has(m.documentTypeCode ?? 'BKG')
    ? { eventType: 'SHIPMENT', typeCode: code }
    : null;
}

/** The booking's cancellation: the world's own milestone if it has one, else one we derive. */
function cancellationOf(
  world: World,
  shipment: Shipment,
  milestones: readonly Milestone[],
): Milestone | null {
  if (shipment.status !== 'CANCELLED') return null;
  const own = milestones.find((m) => m.kind === 'SHIPMENT' && (m.code === 'CANC' || m.code === 'VOID'));
  if (own) return own;
  // 1–3 days after booking, keyed by the booking so it never moves between restarts.
  const delay =
    86_400_000 + (hashKey(world.seed, 'cancel', shipment.carrierBookingReference) % (2 * 86_400_000));
  return {
    key: 'SH:BKG:CANC',
    kind: 'SHIPMENT',
    code: 'CANC',
    documentTypeCode: 'BKG',
    equipmentReference: null,
    emptyIndicator: null,
    locode: null,
    facilityCode: null,
    voyageId: null,
    callSeq: null,
    mode: null,
    planned: null,
    actual: shipment.bookedAt + delay,
    estimates: [],
    remark: 'Booking cancelled',
  };
}

/**
 * Every event the milestones of one shipment ever produce, whatever the time. Rule: a PLN event
 * published at booking (when planned), one EST per estimate revision published at `publishedAt`,
 * and the ACT event published a few minutes after it happens. Document (SHIPMENT) events are ACT
 * only: 2.2 requires their eventDateTime to equal eventCreatedDateTime. A cancelled booking
 * publishes its cancellation (2.2: VOID of the BKG) and nothing after it.
 */
export function eventCandidates(world: World, shipment: Shipment): EventCandidate[] {
  const milestones = world.milestonesOf(shipment);
  const cancellation = cancellationOf(world, shipment, milestones);
  const all = cancellation && !milestones.includes(cancellation) ? [...milestones, cancellation] : milestones;
  const out: EventCandidate[] = [];
  const push = (
    m: Milestone,
    classifier: EventClassifier,
    index: number,
    createdAt: number,
    eventDateTime: number,
  ) => {
    const type = typeOf(m);
    if (!type) return;
    const created = floorSecond(createdAt);
    const when = type.eventType === 'SHIPMENT' ? created : floorSecond(eventDateTime);
    const tie = `${shipment.carrierBookingReference}|${m.key}|${classifier}|${index}`;
    out.push({
      ...type,
      classifier,
      index,
      createdAt: created,
      eventDateTime: when,
      shipment,
      milestone: m,
      tie,
    });
  };
  for (const m of all) {
    if (m.kind !== 'SHIPMENT') {
      if (m.planned !== null) push(m, 'PLN', 0, shipment.bookedAt, m.planned);
      for (const [i, e] of m.estimates.entries())
        push(m, 'EST', i, Math.max(e.publishedAt, shipment.bookedAt), e.value);
    }
    const lag = 2 * MINUTE + (hashKey(world.seed, shipment.carrierBookingReference, m.key) % (13 * MINUTE));
    push(m, 'ACT', 0, m.kind === 'SHIPMENT' ? m.actual : m.actual + lag, m.actual);
  }
  if (!cancellation) return out;
  const cancelledAt = floorSecond(cancellation.actual);
  return out.filter((e) => e.createdAt <= cancelledAt);
}
