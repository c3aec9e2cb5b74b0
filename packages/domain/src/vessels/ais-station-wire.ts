import { z } from 'zod';

/**
 * AIS stations that are not ships (issue 19): shore base stations (type 4), aids to navigation
 * (type 21) and SAR aircraft (type 9), as the vessel map reads them. Units are the vessel calls'
 * (vessel-wire.ts): coordinates ×1e6, sog in mm/s, cog in 1/200°.
 */
export const AIS_STATION_KINDS = ['base-station', 'aid-to-navigation', 'sar-aircraft'] as const;
export const ZAisStationKind = z.enum(AIS_STATION_KINDS);
export type AisStationKind = z.infer<typeof ZAisStationKind>;

export const ZAisStation = z.object({
  mmsi: z.number().int(),
  kind: ZAisStationKind,
  time: z.string().describe('ISO 8601 UTC time of the latest report'),
  lat: z.number().int().describe('Latitude × 1e6'),
  lon: z.number().int().describe('Longitude × 1e6'),
  epfd: z
    .number()
    .int()
    .nullable()
    .describe('Position fix type 1–15 (1 GPS … 7 surveyed, 8 Galileo); null when undefined'),
  name: z.string().nullable().describe('Aid to navigation: its name'),
  aidType: z.number().int().nullable().describe('Aid to navigation: type 0–31 (ITU-R M.1371 table 74)'),
  length: z.number().int().nullable().describe('Aid to navigation: metres (bow + stern)'),
  beam: z.number().int().nullable().describe('Aid to navigation: metres (port + starboard)'),
  virtualAid: z.boolean().nullable().describe('Aid to navigation: virtual (no physical mark)'),
  offPosition: z.boolean().nullable().describe('Aid to navigation: off its charted position'),
  altitude: z.number().int().nullable().describe('SAR aircraft: altitude in metres'),
  sog: z.number().int().nullable().describe('SAR aircraft: speed over ground in mm/s'),
  cog: z.number().int().nullable().describe('SAR aircraft: course over ground in 1/200°'),
});
export type AisStation = z.infer<typeof ZAisStation>;

const lon = z.coerce.number().min(-180).max(180);
const lat = z.coerce.number().min(-90).max(90);

/**
 * The map's view: west, south, east and north in degrees (west > east crosses 180°), and which
 * kinds to return (all when absent).
 */
export const ZAisStationQuery = z.object({
  west: lon,
  south: lat,
  east: lon,
  north: lat,
  kinds: z
    .string()
    .max(100)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return [...AIS_STATION_KINDS];
      const kinds = value.split(',');
      for (const kind of kinds)
        if (!(AIS_STATION_KINDS as readonly string[]).includes(kind)) {
          ctx.addIssue({ code: 'custom', message: `unknown kind ${kind.slice(0, 30)}` });
          return z.NEVER;
        }
      return kinds as AisStationKind[];
    })
    .describe('Comma-separated kinds: base-station, aid-to-navigation, sar-aircraft'),
});
export type AisStationQuery = z.input<typeof ZAisStationQuery>;

/** The most stations one answer holds (the newest first): a map view, not a download. */
export const AIS_STATION_LIMIT = 500;
