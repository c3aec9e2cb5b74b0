/**
 * A carrier event as every ocean connector delivers it: the DCSA Track & Trace vocabulary, flat,
 * with the provider's codes kept. DCSA is the lingua franca of carrier APIs, so a non-DCSA
 * connector maps its own codes into these. The domain (build-ocean-shipment.ts) turns a list of
 * these into the shipment view of views.md §3.
 */
export type EventCategory = 'SHIPMENT' | 'TRANSPORT' | 'EQUIPMENT';
/** ACT actual, EST estimated, PLN planned (schedule). */
export type EventClassifier = 'ACT' | 'EST' | 'PLN';
export type ModeOfTransport = 'VESSEL' | 'RAIL' | 'TRUCK' | 'BARGE';
export type EmptyIndicator = 'LADEN' | 'EMPTY';

export interface DocumentReference {
  /** DCSA documentReferenceType: BKG (booking) or TRD (transport document, B/L). */
  type: string;
  value: string;
}

export interface CarrierEvent {
  /** The provider's event id; with the carrier code it is the idempotency key. */
  eventId: string;
  eventCategory: EventCategory;
  eventClassifier: EventClassifier;
  /**
   * DCSA type code: TRANSPORT ARRI/DEPA; EQUIPMENT LOAD/DISC/GTIN/GTOT/STUF/STRP/PICK/DROP/INSP/
   * RSEA/RMVD; SHIPMENT RECE/DRFT/PENA/PENU/REJE/APPR/ISSU/SURR/SUBM/VOID/CONF/REQS/CMPL/HOLD/RELS.
   */
  eventCode: string;
  /** ISO 8601 UTC, e.g. 2026-11-21T08:30:00.000Z. */
  eventTime: string;
  /** When the provider created (or last changed) the event; orders ETA revisions. */
  createdTime: string;
  equipmentReference: string | null;
  emptyIndicator: EmptyIndicator | null;
  /** ISO 6346 type, e.g. 45G1. */
  isoEquipmentCode: string | null;
  /** UN/LOCODE of the event's place (transport call location or event location). */
  locationCode: string | null;
  locationName: string | null;
  /** SMDG terminal code where known. */
  facilityCode: string | null;
  modeOfTransport: ModeOfTransport | null;
  vesselName: string | null;
  vesselImo: string | null;
  /** Carrier voyage number (export voyage where the provider distinguishes). */
  voyage: string | null;
  serviceCode: string | null;
  documentReferences: DocumentReference[];
  /** SHIPMENT events: DCSA documentTypeCode (BKG, TRD, CUS, SRM, VGM …). */
  documentTypeCode: string | null;
  documentId: string | null;
  /** Free text from the provider: a hold reason, a delay reason (changeRemark). */
  remark: string | null;
}

/**
 * Why a connector left one provider event out of a batch (the rest of the batch is kept):
 * - `schema`: it breaks the protocol's schema;
 * - `unknown-code`: a code outside the code lists of the protocol version spoken;
 * - `forbidden-combination`: codes the standard forbids together (document type and status);
 * - `implausible-time`: a date-time that cannot be read or lies outside any sane window;
 * - `created-in-future`: created after the time of the poll (beyond a small clock skew);
 * - `actual-in-future`: an actual (ACT) event that has not happened yet;
 * - `conflicting-duplicate`: one event id sent twice with different content (the later created
 *   version is kept; this records the other).
 */
export const EVENT_REJECTION_REASONS = [
  'schema',
  'unknown-code',
  'forbidden-combination',
  'implausible-time',
  'created-in-future',
  'actual-in-future',
  'conflicting-duplicate',
] as const;
export type EventRejectionReason = (typeof EVENT_REJECTION_REASONS)[number];

/** One provider event a connector rejected, with its reason; kept per provider for operators. */
export interface CarrierEventRejection {
  reason: EventRejectionReason;
  /** The provider's event id (or the content id of an event sent without one); null if unknown. */
  eventId: string | null;
  /** One English sentence for operators, naming the field and the value at fault. */
  detail: string;
}

/** What one refresh of one reference returns from a connector. */
export interface CarrierTrackingBatch {
  events: CarrierEvent[];
  /** Provider event ids the provider has withdrawn; they are removed from the shipment. */
  retractedEventIds: string[];
  /** Opaque resume point for the next poll (null: the provider has none, poll from the start). */
  cursor: string | null;
  /** Events left out with their reasons (connectors with a semantic check report them). */
  rejections?: CarrierEventRejection[];
}
