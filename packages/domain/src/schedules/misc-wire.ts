import { z } from 'zod';
import { ZCutOffs } from './cut-offs.js';
import { AIS_FIELDS } from './query-wire.js';
import { ZP2pSailing } from './sailing-wire.js';
import { ZCallStatus, ZInstant, ZSchedulePort, ZScheduleVessel } from './wire-common.js';

/** GET /vessel2/schedule/log/userLogs: one of the caller's recent searches (one per POL/POD pair). */
export const ZScheduleSearchLog = z.object({
  id: z.string(),
  pol: ZSchedulePort,
  pod: ZSchedulePort,
  etd: ZInstant.nullable(),
  eta: ZInstant.nullable(),
  weeksOut: z.number().int(),
  isTransit: z.boolean().nullable(),
  searchedAt: ZInstant,
});
export type ScheduleSearchLog = z.infer<typeof ZScheduleSearchLog>;

/**
 * POST /vessel2/schedule/detail/log/save: the body is the detail record the page shows, a
 * P2pSailing. The identifying fields are required; the rest is kept as sent (at most 64 KB).
 */
export const ZScheduleDetailRecord = ZP2pSailing.partial().extend({
  carrierCode: z.string().trim().min(1).max(10),
  serviceCode: z.string().trim().min(1).max(20),
  vesselName: z.string().trim().min(1).max(100),
  voyage: z.string().trim().min(1).max(30),
  etd: ZInstant,
  eta: ZInstant,
  pol: ZSchedulePort.partial().extend({ portCode: z.string().trim().min(1).max(10) }),
  pod: ZSchedulePort.partial().extend({ portCode: z.string().trim().min(1).max(10) }),
});
export type ScheduleDetailRecord = z.infer<typeof ZScheduleDetailRecord>;

/** GET /vessel2/schedule/history: a detail the caller viewed, with what the schedule says now. */
export const ZScheduleViewLog = z.object({
  id: z.string(),
  record: ZScheduleDetailRecord,
  viewedAt: ZInstant.describe('Last time the caller opened this sailing'),
  /** The sailing's current best ETD/ETA and status from our copy; null when it is no longer known. */
  current: z
    .object({ etd: ZInstant.nullable(), eta: ZInstant.nullable(), status: ZCallStatus, updatedAt: ZInstant })
    .nullable(),
});
export type ScheduleViewLog = z.infer<typeof ZScheduleViewLog>;

/** GET /vessel2/route-ais-matching/detect. */
export const ZAisDetection = z.object({
  field: z.enum(AIS_FIELDS),
  portCode: z.string(),
  vessel: ZScheduleVessel,
  /** The detected time; null when the track does not show the vessel doing it in the window. */
  time: ZInstant.nullable(),
  source: z.literal('AIS'),
  /** The carrier's time for the same event (ACT, else EST, else PLN) when the voyage is known. */
  carrierTime: ZInstant.nullable(),
  /** time − carrierTime, hours. */
  differenceHours: z.number().nullable(),
  window: z.object({ begin: ZInstant, end: ZInstant }),
  /** Track positions read in the window (0: no AIS coverage there). */
  positions: z.number().int(),
});
export type AisDetection = z.infer<typeof ZAisDetection>;

/** GET /application/schedule/terminal: one vessel call at a terminal. */
export const ZTerminalScheduleRow = ZSchedulePort.extend({
  callId: z.string(),
  terminalCode: z.string().nullable().describe('SMDG terminal code (the berth operator)'),
  vessel: ZScheduleVessel,
  voyage: z.string(),
  carrierCode: z.string(),
  serviceCode: z.string(),
  serviceName: z.string(),
  status: ZCallStatus,
  eta: ZInstant.nullable().describe('Best known arrival'),
  /** Berthing: the AIS berth time once the vessel is alongside; before that the best known arrival. */
  etb: ZInstant.nullable(),
  etd: ZInstant.nullable().describe('Best known departure'),
  ata: ZInstant.nullable(),
  atd: ZInstant.nullable(),
  /** Export view: the receiving window (port opening → port cut-off). */
  receivingOpen: ZInstant.nullable(),
  receivingClose: ZInstant.nullable(),
  cutOffs: ZCutOffs,
});
export type TerminalScheduleRow = z.infer<typeof ZTerminalScheduleRow>;

/** POST /vessel2/getServiceProformas: a service's rotation as its long-term schedule plans it. */
export const ZProformaCall = ZSchedulePort.extend({
  sequence: z.number().int().describe('1-based'),
  terminalCode: z.string().nullable(),
  /** Days from the first call's planned arrival (decimal), and the weekday (1 Monday … 7 Sunday, UTC). */
  arrivalDay: z.number(),
  departureDay: z.number(),
  arrivalWeekday: z.number().int(),
  departureWeekday: z.number().int(),
  portStayHours: z.number(),
  /** Planned sea days from the previous call's departure; null for the first call. */
  transitDaysFromPrevious: z.number().nullable(),
});
export const ZServiceProforma = z.object({
  carrierCode: z.string(),
  serviceCode: z.string(),
  serviceName: z.string(),
  /** Days between consecutive departures from the first port (7 for a weekly service). */
  frequencyDays: z.number().nullable(),
  /** Days one vessel needs for the rotation (first planned arrival → next voyage's first). */
  loopDays: z.number().nullable(),
  vessels: z.array(ZScheduleVessel),
  rotation: z.array(ZProformaCall),
  /** The voyage the rotation was read from (the latest whose calls are all planned). */
  basedOn: z.object({ vesselName: z.string(), voyage: z.string() }),
});
export type ServiceProforma = z.infer<typeof ZServiceProforma>;
