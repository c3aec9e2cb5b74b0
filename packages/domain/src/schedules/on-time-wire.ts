import { z } from 'zod';
import { ZScheduleCall } from './sailing-wire.js';
import { ZInstant, ZSchedulePort, ZScheduleVessel } from './wire-common.js';

/**
 * On-time figures of one side (arrival or departure) of a set of port calls. See on-time.ts for
 * the definition: a call is on time when its actual time lies within ±24 h of its planned
 * (proforma) time.
 */
export const ZOnTimeSide = z.object({
  /** Calls with a planned and an actual time (carrier actual, else AIS). */
  measured: z.number().int(),
  onTime: z.number().int(),
  /** More than 24 h after plan / more than 24 h before plan. */
  late: z.number().int(),
  early: z.number().int(),
  /** onTime / measured, 0–1; null when nothing was measured. */
  onTimeRate: z.number().nullable(),
  /** Mean of (actual − planned) in hours, early calls negative; null when nothing was measured. */
  meanDelayHours: z.number().nullable(),
  /** Mean of (actual − planned) over the late calls only (Sea-Intelligence style); null when none. */
  meanLateHours: z.number().nullable(),
  /** Measured calls whose actual came from AIS because the carrier published none. */
  fromAis: z.number().int(),
});
export type OnTimeSide = z.infer<typeof ZOnTimeSide>;

export const ZOnTimeFigures = z.object({
  /** Port calls in the window, omitted ones and blank sailings included. */
  calls: z.number().int(),
  /** Calls the vessel skipped (OMIT) and calls of blank sailings (BLNK): never measured. */
  omitted: z.number().int(),
  blanked: z.number().int(),
  arrival: ZOnTimeSide,
  departure: ZOnTimeSide,
});
export type OnTimeFigures = z.infer<typeof ZOnTimeFigures>;

/** The window figures are computed over, and the tolerance that defines "on time". */
export const ZOnTimeWindow = z.object({
  from: ZInstant,
  to: ZInstant,
  toleranceHours: z.number().describe('On time: |actual − planned| ≤ toleranceHours (24)'),
});

/** One past port call of a service with its delays, for history lists and charts. */
export const ZCallHistory = ZScheduleCall.extend({
  carrierCode: z.string(),
  serviceCode: z.string(),
  vesselName: z.string(),
  imo: z.string().nullable(),
  voyage: z.string(),
  /** (actual − planned) in hours, one decimal; null when either is missing. */
  arrivalDelayHours: z.number().nullable(),
  departureDelayHours: z.number().nullable(),
  arrivalOnTime: z.boolean().nullable(),
  departureOnTime: z.boolean().nullable(),
  /** Where the measured actual came from. */
  arrivalSource: z.enum(['CARRIER', 'AIS']).nullable(),
  departureSource: z.enum(['CARRIER', 'AIS']).nullable(),
});
export type CallHistory = z.infer<typeof ZCallHistory>;

/** GET /vessel2/schedule/history/byRouteCode: a service's calls over the window, oldest first. */
export const ZRouteHistory = z.object({
  carrierCode: z.string(),
  serviceCode: z.string(),
  serviceName: z.string().nullable(),
  window: ZOnTimeWindow,
  figures: ZOnTimeFigures,
  calls: z.array(ZCallHistory),
});
export type RouteHistory = z.infer<typeof ZRouteHistory>;

/** GET /vessel2/schedule/history/byRouteCode/group: the same figures per port, vessel and week. */
export const ZRouteHistoryGroups = z.object({
  carrierCode: z.string(),
  serviceCode: z.string(),
  serviceName: z.string().nullable(),
  window: ZOnTimeWindow,
  figures: ZOnTimeFigures,
  byPort: z.array(ZSchedulePort.extend({ figures: ZOnTimeFigures })),
  byVessel: z.array(ZScheduleVessel.extend({ figures: ZOnTimeFigures })),
  /** ISO weeks (Monday 00:00 UTC) by the call's planned arrival. */
  byWeek: z.array(z.object({ weekStart: ZInstant, figures: ZOnTimeFigures })),
});
export type RouteHistoryGroups = z.infer<typeof ZRouteHistoryGroups>;

/** A call of the asked voyage, with the AIS-based ETA prediction beside the carrier's. */
export const ZVoyageCall = ZCallHistory.extend({
  /** Predicted arrival from the vessel's live AIS position, speed and remaining sea-lane distance. */
  predictedArrival: ZInstant.nullable(),
  /** predictedArrival − the carrier's best known arrival, hours; positive: we expect it later. */
  predictedVsCarrierHours: z.number().nullable(),
});
export type VoyageCall = z.infer<typeof ZVoyageCall>;

export const ZEtaPredictionBasis = z.object({
  at: ZInstant.describe('Time of the AIS position used'),
  lat: z.number(),
  lon: z.number(),
  sogKn: z.number().nullable().describe('Reported speed over ground, knots'),
  speedKn: z.number().describe('Speed assumed for the rest of the voyage, knots'),
  nextPortCode: z.string(),
  remainingNm: z.number().describe('Sea-lane distance from the position to the next port, nautical miles'),
});
export type EtaPredictionBasis = z.infer<typeof ZEtaPredictionBasis>;

/** POST /application/integration/schedule/statistics. */
export const ZScheduleStatistics = z.object({
  window: ZOnTimeWindow,
  vessel: ZScheduleVessel.extend({ figures: ZOnTimeFigures }),
  carrier: z.object({ carrierCode: z.string(), figures: ZOnTimeFigures }).nullable(),
  service: z
    .object({
      carrierCode: z.string(),
      serviceCode: z.string(),
      serviceName: z.string(),
      figures: ZOnTimeFigures,
    })
    .nullable(),
  /** The POL → POD route over every service calling both (POL before POD), when both are given. */
  route: z.object({ polCode: z.string(), podCode: z.string(), figures: ZOnTimeFigures }).nullable(),
  /** The asked voyage (or the vessel's current one) call by call; null when unknown. */
  voyage: z
    .object({
      carrierCode: z.string(),
      serviceCode: z.string(),
      voyage: z.string(),
      calls: z.array(ZVoyageCall),
      prediction: ZEtaPredictionBasis.nullable(),
    })
    .nullable(),
});
export type ScheduleStatistics = z.infer<typeof ZScheduleStatistics>;
