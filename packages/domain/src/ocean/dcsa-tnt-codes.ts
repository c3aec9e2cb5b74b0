/**
 * The event type code lists of DCSA Track & Trace 2.2 (data/dcsa/tnt_v2.2.0_resolved.yaml), shared
 * by the connector that reads the protocol and the sandbox that serves it.
 */
export const TNT_TRANSPORT_EVENT_CODES: ReadonlySet<string> = new Set(['ARRI', 'DEPA']);

export const TNT_EQUIPMENT_EVENT_CODES: ReadonlySet<string> = new Set([
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

export const TNT_SHIPMENT_EVENT_CODES: ReadonlySet<string> = new Set([
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
