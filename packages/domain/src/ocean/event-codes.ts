/**
 * The product's ocean event codes and their order within a port (spec views.md §4). Connectors
 * deliver carrier events in the DCSA vocabulary (see carrier-event.ts); the domain maps them to
 * these codes once it knows each location's role (POL, POT, POD …).
 */
export const OCEAN_EVENT_RANKS = {
  STSP: 1, // empty container picked up by the shipper
  HOUSE: 1.5, // at the shipper's warehouse
  STUF: 2, // stuffed
  GITM: 3, // laden gate-in at the port of loading
  GITN: 3, // gate-in at a later terminal (transshipment or rail ramp)
  DUMP: 4, // moved within the terminal yard
  CUIP: 5, // customs inspection / clearance at origin
  PASS: 5, // customs released
  TMHD: 6, // terminal hold
  TMPS: 6, // terminal released
  SRHD: 7, // carrier (shipping line) hold
  PRLD: 7, // pre-load approval
  SRRS: 7, // carrier release
  LOBD: 8, // loaded on board at the port of loading
  DLPT: 9, // vessel departed the port of loading
  TSBA: 10, // vessel arrived at a transshipment port
  TSCA: 11, // transshipment vessel berthed
  TSDC: 12, // discharged at a transshipment port
  TSLB: 13, // loaded on board at a transshipment port
  TSDP: 14, // departed a transshipment port
  IRAR: 15, // rail arrival
  IRDS: 16, // discharged from rail
  IRLB: 17, // loaded on rail
  IRDP: 18, // rail departure
  BDAR: 25, // vessel berthed / arrived at the port of discharge
  POCA: 26, // arrived at the port of discharge (port call arrival)
  DSCH: 27, // discharged at the port of discharge
  PCAB: 28, // available for pick-up
  STCS: 29, // laden gate-out to the consignee
  STRP: 30, // stripped
  RCVE: 31, // empty container returned
} as const;

export type OceanEventCode = keyof typeof OCEAN_EVENT_RANKS;
export const OCEAN_EVENT_CODES = Object.keys(OCEAN_EVENT_RANKS) as OceanEventCode[];

export function isOceanEventCode(value: unknown): value is OceanEventCode {
  return typeof value === 'string' && Object.hasOwn(OCEAN_EVENT_RANKS, value);
}

/** Codes of warnings (views.md §4) and the event each one flags. */
export const WARNING_CODES = [
  'WGITM',
  'WDUMP',
  'WDLPT',
  'WTSBA',
  'WBDAR',
  'WGTOT',
  'WPCGI',
  'WETA',
  'WSTCS',
  'WRCVE',
] as const;
export type WarningCode = (typeof WARNING_CODES)[number];

/** Reminder events (platform.md §3 and issue 21): see reminder-types.ts. */
export * from './reminder-types.js';
