/**
 * T&T 2.2 code lists (from data/dcsa/tnt_v2.2.0_resolved.yaml). World milestones may carry codes
 * of later standards; those 2.2 cannot express are not published rather than sent off-list. The
 * sandbox is the provider side and keeps its own lists, as a real carrier would: it shares no code
 * with the connector that reads it (its pages are checked against the spec's enums in tests).
 */
export const DOCUMENT_TYPE_CODES = new Set([
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
]);
export const SHIPMENT_EVENT_CODES: ReadonlySet<string> = new Set([
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
]);
export const TRANSPORT_EVENT_CODES: ReadonlySet<string> = new Set(['ARRI', 'DEPA']);
export const EQUIPMENT_EVENT_CODES: ReadonlySet<string> = new Set([
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
]);

/** T&T 3.0's CANC has no 2.2 code; 2.2 voids the booking instead. */
export function shipmentCodeFor(code: string): string | null {
  if (code === 'CANC') return 'VOID';
  return SHIPMENT_EVENT_CODES.has(code) ? code : null;
}

/** 2.2 knows VESSEL, RAIL, TRUCK and BARGE; a feeder is a vessel. */
export function modeOfTransport(mode: string | null): 'VESSEL' | 'RAIL' | 'TRUCK' | 'BARGE' {
  if (mode === 'RAIL' || mode === 'TRUCK' || mode === 'BARGE') return mode;
  return 'VESSEL';
}
