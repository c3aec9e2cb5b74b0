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

/** What one refresh of one reference returns from a connector. */
export interface CarrierTrackingBatch {
  events: CarrierEvent[];
  /** Provider event ids the provider has withdrawn; they are removed from the shipment. */
  retractedEventIds: string[];
  /** Opaque resume point for the next poll (null: the provider has none, poll from the start). */
  cursor: string | null;
}
