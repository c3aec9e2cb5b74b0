import {
  TNT_EQUIPMENT_EVENT_CODES,
  TNT_SHIPMENT_EVENT_CODES,
  TNT_TRANSPORT_EVENT_CODES,
} from '@tracklane/domain';

/**
 * T&T 2.2 code lists (from data/dcsa/tnt_v2.2.0_resolved.yaml). World milestones may carry codes
 * of later standards; those 2.2 cannot express are not published rather than sent off-list.
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
export const SHIPMENT_EVENT_CODES = TNT_SHIPMENT_EVENT_CODES;
export const TRANSPORT_EVENT_CODES = TNT_TRANSPORT_EVENT_CODES;
export const EQUIPMENT_EVENT_CODES = TNT_EQUIPMENT_EVENT_CODES;

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
