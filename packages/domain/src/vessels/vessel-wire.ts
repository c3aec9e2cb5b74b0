import { z } from 'zod';

/**
 * The vessel calls' payloads (views.md §7 Vessel) in the wire units of views.md §9, which the web
 * converts back: coordinates ×1e6 (integers; degrees = lat/1e6), sog in mm/s (knots =
 * sog×3600/1000/1852), cog and hdg in 1/200° (degrees = hdg/100/2). Shared by the server's route
 * schemas and the web's vessel calls.
 */

/** The `mmsi` query parameter of the vessel calls. */
export const ZMmsi = z.coerce.number().int().min(1).max(999_999_999).describe('MMSI, 9 digits');

/** One AIS position report. */
export const ZVesselPosition = z.object({
  mmsi: z.number().int(),
  time: z.string().describe('ISO 8601 UTC time of the report'),
  lat: z.number().int().describe('Latitude × 1e6 (divide by 1e6 for degrees)'),
  lon: z.number().int().describe('Longitude × 1e6 (divide by 1e6 for degrees)'),
  sog: z.number().int().nullable().describe('Speed over ground in mm/s (knots = sog×3600/1000/1852)'),
  cog: z.number().int().nullable().describe('Course over ground in 1/200° (degrees = cog/100/2)'),
  hdg: z
    .number()
    .int()
    .nullable()
    .describe('True heading in 1/200° (degrees = hdg/100/2); the course when no heading is reported'),
  navStatus: z.number().int().min(-1).max(15).describe('AIS navigation status 0–15, -1 unknown'),
});
export type VesselPosition = z.infer<typeof ZVesselPosition>;

export const ZVesselParticulars = z.object({
  mmsi: z.number().int(),
  imo: z.number().int().nullable(),
  name: z.string().nullable(),
  callsign: z.string().nullable(),
  shipType: z.number().int().nullable().describe('AIS ship and cargo type 0–99'),
  length: z.number().int().nullable().describe('Metres (bow + stern antenna offsets)'),
  beam: z.number().int().nullable().describe('Metres (port + starboard antenna offsets)'),
  draught: z.number().nullable().describe('Metres'),
  destination: z.string().nullable(),
  eta: z.string().nullable().describe('ISO 8601 UTC of the ETA the vessel broadcasts'),
  flag: z
    .string()
    .nullable()
    .describe("Flag state from the MMSI as the ITU's list names it (official name, English)"),
  flagCode: z
    .string()
    .length(2)
    .nullable()
    .describe('Flag state from the MMSI as an ISO 3166-1 alpha-2 code: show it by its short name'),
  aisClass: z.string().nullable().describe("'A' or 'B'"),
});
export type VesselParticulars = z.infer<typeof ZVesselParticulars>;

/** Particulars with the latest position (null when the vessel has none). */
export const ZVesselCurrent = ZVesselParticulars.extend({ position: ZVesselPosition.nullable() });
export type VesselCurrent = z.infer<typeof ZVesselCurrent>;

/** views.md §3 vessel position: lat, lon, hdg, sog, dest, eta (wire units above). */
export const ZVesselLocation = ZVesselPosition.extend({
  dest: z.string().nullable().describe('Destination the vessel broadcasts'),
  eta: z.string().nullable().describe('ISO 8601 UTC of the ETA the vessel broadcasts'),
});
export type VesselLocation = z.infer<typeof ZVesselLocation>;

export const ZVesselTrack = z
  .array(ZVesselPosition)
  .describe('Oldest first, thinned to at most 2,000 points');
export type VesselTrack = z.infer<typeof ZVesselTrack>;
