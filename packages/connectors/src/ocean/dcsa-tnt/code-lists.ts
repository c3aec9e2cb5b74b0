/**
 * The code lists of DCSA Track & Trace 2.2, as the spec we speak publishes them
 * (data/dcsa/tnt_v2.2.0_resolved.yaml, components/schemas; `code-lists.test.ts` checks each list
 * against the yaml, so a list here cannot drift from the spec). 3.0's additions (CANC, PENC,
 * REQ, …) are not 2.2 codes: a 2.2 feed that sends them is rejected, not guessed at.
 */
const set = (...codes: string[]): ReadonlySet<string> => new Set(codes);

/** eventType */
export const EVENT_TYPES = set('SHIPMENT', 'TRANSPORT', 'EQUIPMENT');
/** eventClassifierCode (the same three for every event type) */
export const EVENT_CLASSIFIER_CODES = set('ACT', 'PLN', 'EST');
/** transportEventTypeCode */
export const TRANSPORT_EVENT_TYPE_CODES = set('ARRI', 'DEPA');
/** equipmentEventTypeCode */
export const EQUIPMENT_EVENT_TYPE_CODES = set(
  'LOAD',
  'DISC',
  'GTIN',
  'GTOT',
  'STUF',
  'STRP',
  'PICK',
  'DROP',
  'INSP',
  'RSEA',
  'RMVD',
);
/** shipmentEventTypeCode */
export const SHIPMENT_EVENT_TYPE_CODES = set(
  'RECE',
  'DRFT',
  'PENA',
  'PENU',
  'REJE',
  'APPR',
  'ISSU',
  'SURR',
  'SUBM',
  'VOID',
  'CONF',
  'REQS',
  'CMPL',
  'HOLD',
  'RELS',
);
/** documentTypeCode (of a shipment event) */
export const DOCUMENT_TYPE_CODES = set(
  'CBR',
  'BKG',
  'SHI',
  'SRM',
  'TRD',
  'ARN',
  'VGM',
  'CAS',
  'CUS',
  'DGD',
  'OOG',
);
/** facilityTypeCodeTRN (transportCall.facilityTypeCode) */
export const FACILITY_TYPE_CODES = set(
  'BOCR',
  'CLOC',
  'COFS',
  'COYA',
  'OFFD',
  'DEPO',
  'INTE',
  'POTE',
  'RAMP',
);
/** facilityCodeListProvider (who issues facilityCode: BIC or SMDG) */
export const FACILITY_CODE_LIST_PROVIDERS = set('BIC', 'SMDG');
/** modeOfTransport */
export const MODE_OF_TRANSPORT_CODES = set('VESSEL', 'RAIL', 'TRUCK', 'BARGE');
/** emptyIndicatorCode */
export const EMPTY_INDICATOR_CODES = set('EMPTY', 'LADEN');
/** references[].referenceType */
export const REFERENCE_TYPES = set('FF', 'SI', 'PO', 'CR', 'AAO', 'EQ');
/**
 * documentReferences[].documentReferenceType. The resolved spec spells the enum "BKG (Booking)",
 * "TRD (Transport Document)" (its description leaked into the values); both spellings are taken.
 */
export const DOCUMENT_REFERENCE_TYPES = set('BKG', 'TRD', 'BKG (Booking)', 'TRD (Transport Document)');

/** The event type code field of each event type, and its list. */
export const EVENT_CODE_FIELDS = {
  TRANSPORT: { field: 'transportEventTypeCode', codes: TRANSPORT_EVENT_TYPE_CODES },
  EQUIPMENT: { field: 'equipmentEventTypeCode', codes: EQUIPMENT_EVENT_TYPE_CODES },
  SHIPMENT: { field: 'shipmentEventTypeCode', codes: SHIPMENT_EVENT_TYPE_CODES },
} as const;
