import { z } from 'zod';
import { ZCutOffs } from './cut-offs.js';
import { ZCallStatus, ZInstant, ZSchedulePort, ZScheduleVessel } from './wire-common.js';

/**
 * One port call of a voyage with every time we know of it. DCSA publishes three kinds of time
 * per call side: PLN (planned: the proforma / long-term schedule), EST (the carrier's current
 * estimate) and ACT (actual). `arrival` / `departure` are the best known: actual, else estimate,
 * else plan. AIS times come from the vessel's own track (entering / leaving the 30 km port area)
 * and are null where we have no AIS coverage.
 */
export const ZScheduleCall = ZSchedulePort.extend({
  /** Stable id of the stored call (for logs and links). */
  callId: z.string(),
  terminalCode: z.string().nullable().describe('SMDG terminal code, e.g. ECT'),
  status: ZCallStatus,
  statusCodes: z.array(z.string()).describe('Raw OVS port call status codes (OMIT, BLNK, ADHO, …)'),
  plannedArrival: ZInstant.nullable(),
  plannedDeparture: ZInstant.nullable(),
  estimatedArrival: ZInstant.nullable(),
  estimatedDeparture: ZInstant.nullable(),
  actualArrival: ZInstant.nullable(),
  actualDeparture: ZInstant.nullable(),
  aisArrival: ZInstant.nullable().describe('Entered the port area (AIS)'),
  aisDeparture: ZInstant.nullable().describe('Left the port area (AIS)'),
  arrival: ZInstant.nullable().describe('Best known arrival: actual, else estimate, else plan'),
  departure: ZInstant.nullable().describe('Best known departure: actual, else estimate, else plan'),
});
export type ScheduleCall = z.infer<typeof ZScheduleCall>;

/** One ocean leg: board `voyage` at `from`, leave it at `to`. */
export const ZScheduleLeg = z.object({
  /** 1-based position in the routing. */
  sequence: z.number().int(),
  carrierCode: z.string().describe('SCAC of the carrier publishing the voyage'),
  serviceCode: z.string().describe('Carrier service code, e.g. AE1'),
  serviceName: z.string(),
  vessel: ZScheduleVessel,
  voyage: z.string().describe('Carrier (export) voyage number at the load port'),
  universalVoyageReference: z.string().nullable(),
  from: ZScheduleCall.describe('The load call'),
  to: ZScheduleCall.describe('The discharge call'),
  /** Calls between `from` and `to`, omitted ones included (status OMITTED). */
  intermediateCalls: z.array(ZScheduleCall),
  etd: ZInstant.describe('Best known departure from the load port'),
  eta: ZInstant.describe('Best known arrival at the discharge port'),
  transitDays: z.number().describe('(eta − etd) in days, one decimal'),
  cutOffs: ZCutOffs.describe('Cut-offs at the load port of this leg'),
});
export type ScheduleLeg = z.infer<typeof ZScheduleLeg>;

/**
 * A port-to-port sailing: a direct voyage, or two legs joined at a transshipment port. The
 * heading fields repeat the first (load) and last (discharge) legs so a list row needs no digging.
 */
export const ZP2pSailing = z.object({
  /** Stable id of the routing (the load call id, `+` the onward load call id when transshipped). */
  id: z.string(),
  carrierCode: z.string(),
  carrierName: z.string().nullable(),
  serviceCode: z.string(),
  serviceName: z.string(),
  vesselName: z.string(),
  imo: z.string().nullable(),
  voyage: z.string(),
  pol: ZSchedulePort.extend({ terminalCode: z.string().nullable() }),
  pod: ZSchedulePort.extend({ terminalCode: z.string().nullable() }),
  etd: ZInstant.describe('Best known departure from the POL'),
  eta: ZInstant.describe('Best known arrival at the POD'),
  /** Whole days, rounded up, as DCSA CS transitTime: ceil((eta − etd) / 1 day). */
  transitDays: z.number().int(),
  direct: z.boolean(),
  transshipmentPorts: z.array(ZSchedulePort),
  legs: z.array(ZScheduleLeg).min(1),
  cutOffs: ZCutOffs.describe('Cut-offs at the POL (the first leg)'),
  /** When our copy of this schedule was last refreshed from the carrier. */
  updatedAt: ZInstant,
});
export type P2pSailing = z.infer<typeof ZP2pSailing>;

/** GET /application/schedule/p2p/group: sailings of one service (or service chain) together. */
export const ZP2pGroup = z.object({
  /** carrierCode + service codes of the legs joined by '+', e.g. `MAEU:AE1` or `MAEU:AE1+IA2`. */
  key: z.string(),
  carrierCode: z.string(),
  carrierName: z.string().nullable(),
  serviceCode: z.string().describe('First leg’s service'),
  serviceName: z.string(),
  serviceCodes: z.array(z.string()).describe('Every leg’s service, in order'),
  direct: z.boolean(),
  transshipmentPorts: z.array(ZSchedulePort),
  sailings: z.array(ZP2pSailing),
  /** Shortest and longest transit among the group's sailings, whole days. */
  minTransitDays: z.number().int(),
  maxTransitDays: z.number().int(),
  nextEtd: ZInstant.describe('Earliest departure in the group'),
});
export type P2pGroup = z.infer<typeof ZP2pGroup>;

export const ZP2pGroups = z.object({
  list: z.array(ZP2pGroup),
  /** Sailings matching the search (before paging). */
  total: z.number().int(),
  /** Sailings on this page, grouped into `list`. */
  pageSize: z.number().int(),
  pageNum: z.number().int(),
});
export type P2pGroups = z.infer<typeof ZP2pGroups>;
