import { z } from 'zod';
import { ZDayOrInstant, ZQueryBoolean } from './wire-common.js';

/** views.md §9: weeks of sailings searched by default, and the group call's page size. */
export const WEEKS_OUT_DEFAULT = 8;
export const WEEKS_OUT_MAX = 12;
export const P2P_PAGE_SIZE_DEFAULT = 10;
export const P2P_GROUP_PAGE_SIZE = 200;
export const USER_LOGS_SIZE_DEFAULT = 10;
/** platform.md §1 and views.md §1: on-time history covers the last three months. */
export const ON_TIME_HISTORY_DAYS = 91;

/**
 * GET /application/schedule/p2p and /p2p/group. polCode and podCode are required: a missing or
 * empty one answers 40000 naming the field (platform.md §5), with the message in the caller's
 * language, which is why the schema lets them through and the service checks them.
 */
export const ZP2pQuery = z.object({
  polCode: z.string().trim().max(10).optional().describe('Port of loading, UN/LOCODE (required)'),
  podCode: z.string().trim().max(10).optional().describe('Port of discharge, UN/LOCODE (required)'),
  etd: ZDayOrInstant.optional().describe(
    'Earliest departure from the POL (YYYY-MM-DD, UTC day); default today. Sailings departing from etd to etd + weeksOut weeks are listed',
  ),
  eta: ZDayOrInstant.optional().describe('Latest arrival at the POD (a day includes its whole UTC day)'),
  weeksOut: z.coerce
    .number()
    .int()
    .min(1)
    .max(WEEKS_OUT_MAX)
    .default(WEEKS_OUT_DEFAULT)
    .describe('Weeks of departures searched from etd (default 8)'),
  isTransit: ZQueryBoolean.optional().describe(
    'Absent or empty: direct and transshipment sailings; false/0: direct only; true/1: transshipment only',
  ),
  carrierCode: z.string().trim().max(200).optional().describe('Only these carriers (SCACs, comma-separated)'),
  sortBy: z
    .enum(['etd', 'eta', 'transitDays'])
    .default('etd')
    .describe('Order: departure (default), arrival or transit time, ascending; ties by departure'),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(P2P_GROUP_PAGE_SIZE).default(P2P_PAGE_SIZE_DEFAULT),
});
export type P2pQuery = z.output<typeof ZP2pQuery>;
export type P2pQueryInput = z.input<typeof ZP2pQuery>;

/** GET /vessel2/schedule/log/userLogs. */
export const ZUserLogsQuery = z.object({
  size: z.coerce.number().int().min(1).max(50).default(USER_LOGS_SIZE_DEFAULT),
});

/** GET /vessel2/schedule/history: the caller's viewed sailing details, newest first. */
export const ZViewHistoryQuery = z.object({
  updateTime: ZDayOrInstant.optional().describe('Only details viewed after this instant'),
  size: z.coerce.number().int().min(1).max(50).default(USER_LOGS_SIZE_DEFAULT),
});

/** GET /vessel2/schedule/history/byRouteCode (and /group): a service's last 3 months. */
export const ZRouteHistoryQuery = z.object({
  carrier: z.string().trim().min(2).max(10).describe('Carrier SCAC'),
  routeCode: z.string().trim().min(1).max(20).describe('Carrier service code (the route code)'),
  polCode: z
    .string()
    .trim()
    .max(10)
    .optional()
    .describe('Only calls at this port (with podCode: this route)'),
  podCode: z.string().trim().max(10).optional(),
  begin: ZDayOrInstant.optional().describe('Default: 3 months ago'),
  end: ZDayOrInstant.optional().describe('Default: now'),
});
export type RouteHistoryQuery = z.output<typeof ZRouteHistoryQuery>;

/** POST /application/integration/schedule/statistics. */
export const ZStatisticsBody = z.object({
  vesselName: z.string().trim().min(1).max(100),
  voyage: z.string().trim().max(30).optional(),
  carrierCode: z.string().trim().max(10).optional(),
  pol: z.string().trim().max(10).optional(),
  pod: z.string().trim().max(10).optional(),
});
export type StatisticsBody = z.output<typeof ZStatisticsBody>;

/** AIS-derived port times: ATA entering the port area, ATB stopped at a berth, ATD leaving it. */
export const AIS_FIELDS = ['ATA', 'ATB', 'ATD'] as const;
export type AisField = (typeof AIS_FIELDS)[number];

/** GET /vessel2/route-ais-matching/detect. */
export const ZAisDetectQuery = z.object({
  vessel: z.string().trim().min(1).max(100).describe('Vessel name, IMO (7 digits) or MMSI (9 digits)'),
  voyage: z.string().trim().max(30).optional(),
  port: z.string().trim().min(1).max(10).describe('UN/LOCODE'),
  field: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(AIS_FIELDS))
    .default('ATD')
    .describe('ATA, ATB or ATD (default ATD, views.md §9)'),
  begin: ZDayOrInstant.optional().describe(
    'Start of the window searched (default: the call’s time − 3 days)',
  ),
  end: ZDayOrInstant.optional().describe(
    'End of the window searched (default: the call’s time + 3 days, at most now)',
  ),
  carrier: z.string().trim().max(10).optional(),
});
export type AisDetectQuery = z.output<typeof ZAisDetectQuery>;

/** GET /application/schedule/terminal. */
export const ZTerminalScheduleQuery = z.object({
  portCode: z.string().trim().max(10).optional().describe('UN/LOCODE (required)'),
  vesselNameEn: z.string().trim().max(100).optional(),
  voyage: z.string().trim().max(30).optional(),
  isExport: ZQueryBoolean.optional().describe(
    'true (default): export view (receiving window and cut-offs); false: import view (arrival and discharge)',
  ),
});
export type TerminalScheduleQuery = z.output<typeof ZTerminalScheduleQuery>;

/** POST /vessel2/getServiceProformas. */
export const ZProformaBody = z.object({
  carrierCode: z.string().trim().min(2).max(10),
  serviceCode: z.string().trim().min(1).max(20),
});
